import { createHash } from 'node:crypto'
import routeStyles from 'virtual:route-styles'

/**
 * The site's stylesheet as text: the baseline and every component's CSS Module, compiled by
 * Lightning CSS. The server writes into each page's <head> the part its routes can draw
 * (entry.server.tsx), so a page paints from its HTML alone: on a phone's slow 4G an external
 * stylesheet cost one more round trip, and the app's scripts competed with it for the
 * connections (decision 0048). The whole sheet is a file the browser takes once the page is
 * idle, for the pages it opens next (decision 0082).
 */
const baseline = import.meta.glob<string>('./base.css', {
  query: '?inline',
  import: 'default',
  eager: true,
})
const modules = import.meta.glob<string>(
  ['../components/**/*.module.css', '../features/**/*.module.css'],
  { query: '?inline', import: 'default', eager: true },
)

/** The modules in one order everywhere, so that a page's part and the whole sheet cascade alike. */
const MODULES = Object.keys(modules)
  .sort()
  .map((key) => ({ path: key.replace(/^\.\.\//, ''), css: modules[key] as string }))
const BASELINE = Object.keys(baseline)
  .sort()
  .map((key) => baseline[key] as string)

export const SITE_CSS = [...BASELINE, ...MODULES.map((module) => module.css)].join('\n')

/** Where the whole sheet is served (routes/site-sheet.ts): named by its content, kept a year. */
export const SITE_SHEET_HREF = `/styles/site.${createHash('sha256').update(SITE_CSS).digest('hex').slice(0, 16)}.css`

const partsByRoutes = new Map<string, string>()

const partOf = (paths: ReadonlySet<string>) =>
  [...BASELINE, ...MODULES.filter((module) => paths.has(module.path)).map((m) => m.css)].join('\n')

/**
 * The part of the sheet the routes `routeIds` can draw (their modules as the build's graph
 * found them, scripts/route-styles.ts), in the whole sheet's order; the whole sheet where the
 * graph knows none of them (the dev server, a route added since).
 */
export function siteStylesFor(routeIds: readonly string[]): string {
  const key = routeIds.join('\n')
  const known = partsByRoutes.get(key)
  if (known !== undefined) return known
  const reached = routeIds.map((routeId) => routeStyles?.[routeId])
  const part = reached.every((styles) => styles !== undefined)
    ? partOf(new Set(reached.flat()))
    : SITE_CSS
  partsByRoutes.set(key, part)
  return part
}
