import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Which CSS Modules each route's code can draw, read from the client build's module graph, so
 * that a page carries only their rules in its <head> (decision 0082). Keys are React Router's
 * route ids (the route file without its extension, from app/: `root`, `routes/units`); values
 * are the modules' paths from app/ (`components/ui/button.module.css`).
 */
export type RouteStyles = Readonly<Record<string, readonly string[]>>

/** What the walk needs of a bundler's module: its id and what it imports, at once or lazily. */
export type GraphModule = {
  readonly id: string
  readonly importedIds: readonly string[]
  readonly dynamicallyImportedIds: readonly string[]
}

export const ROUTE_STYLES_MODULE = 'virtual:route-styles'
const RESOLVED_ROUTE_STYLES_MODULE = `\0${ROUTE_STYLES_MODULE}`

/** A module id without the query a plugin added (React Router's route chunks, `?inline`). */
const fileOf = (id: string) => id.split('?')[0] ?? id

function routeIdOf(file: string, appDirectory: string): string | undefined {
  const relative = path.relative(appDirectory, file).split(path.sep).join('/')
  if (relative !== 'root.tsx' && !relative.startsWith('routes/')) return undefined
  if (!/\.tsx?$/.test(relative) || /\.test\.tsx?$/.test(relative)) return undefined
  return relative.replace(/\.tsx?$/, '')
}

/**
 * For each route module of `appDirectory`, the CSS Modules its static and dynamic imports
 * reach: the dynamic ones too, since a dialog or a lazy view of the page draws with the page's
 * own stylesheet.
 */
export function collectRouteStyles(
  modules: Iterable<GraphModule>,
  appDirectory: string,
): RouteStyles {
  const byId = new Map<string, GraphModule>()
  for (const module of modules) byId.set(module.id, module)
  const reached = new Map<string, Set<string>>()
  for (const module of byId.values()) {
    const routeId = routeIdOf(fileOf(module.id), appDirectory)
    if (routeId === undefined) continue
    const styles = reached.get(routeId) ?? new Set<string>()
    reached.set(routeId, styles)
    const seen = new Set<string>()
    const pending = [module.id]
    while (pending.length > 0) {
      const id = pending.pop() as string
      if (seen.has(id)) continue
      seen.add(id)
      const file = fileOf(id)
      if (file.endsWith('.module.css') && file.startsWith(appDirectory + path.sep))
        styles.add(path.relative(appDirectory, file).split(path.sep).join('/'))
      const next = byId.get(id)
      if (next) pending.push(...next.importedIds, ...next.dynamicallyImportedIds)
    }
  }
  return Object.fromEntries(
    [...reached]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, styles]) => [id, [...styles].sort()]),
  )
}

/**
 * Reads the route styles off the client build's graph and gives them to the server build as
 * `virtual:route-styles`. React Router builds the client first (the server build carries its
 * manifest); a server build that finds no graph stops rather than send pages without styles.
 * The dev server has no build graph: its pages carry the whole sheet (`null`).
 */
export function routeStylesPlugin(appDirectory: string): Plugin {
  let routeStyles: RouteStyles | undefined
  let isBuild = false
  return {
    name: 'hero-peeler:route-styles',
    configResolved(config) {
      isBuild = config.command === 'build'
    },
    buildEnd() {
      if (this.environment.name !== 'client') return
      const modules = [...this.getModuleIds()].flatMap((id) => {
        const info = this.getModuleInfo(id)
        return info ? [info] : []
      })
      routeStyles = collectRouteStyles(modules, appDirectory)
    },
    resolveId(id) {
      return id === ROUTE_STYLES_MODULE ? RESOLVED_ROUTE_STYLES_MODULE : undefined
    },
    load(id) {
      if (id !== RESOLVED_ROUTE_STYLES_MODULE) return undefined
      if (!isBuild) return 'export default null'
      if (routeStyles === undefined || Object.keys(routeStyles).length === 0)
        throw new Error(
          'route styles: the client build’s module graph is missing; the server build needs the client build first',
        )
      return `export default ${JSON.stringify(routeStyles)}`
    },
  }
}
