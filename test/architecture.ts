import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The layout's rules as a pure check of an import graph (docs/architecture.md): which folder
 * may import which, where `.server.ts` files may be imported, what the importer (data/) may
 * read of the app, and that no import cycle exists. Static imports, re-exports, side-effect
 * imports and dynamic `import()` all count; type-only imports count too (they tie the
 * layers as much as the code does).
 */

/** A source file and the project files it imports, as paths relative to the project root. */
export type SourceFile = { readonly path: string; readonly imports: readonly string[] }

const SOURCE_EXTENSIONS = /\.(tsx?|mts)$/
const IMPORT_PATTERNS = [
  // import … from '…', export … from '…'
  /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  // import '…' (side effects, CSS)
  /\bimport\s*['"]([^'"]+)['"]/g,
  // import('…'), the dynamic form
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
]

/** Every specifier a source text imports, in any of the forms above. */
export function listSpecifiers(source: string): string[] {
  return IMPORT_PATTERNS.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1] ?? ''),
  )
}

/** A specifier as a project path (`#app/x` → `app/x`, relative paths resolved), or null. */
export function resolveSpecifier(fromPath: string, specifier: string): string | null {
  if (specifier.startsWith('#app/')) return path.posix.join('app', specifier.slice(5))
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(fromPath), specifier)
  return null
}

/** The source files under `directories` of the project at `root`, with their imports. */
export function readSourceFiles(root: string, directories: readonly string[]): SourceFile[] {
  const walk = (directory: string): string[] =>
    readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(directory, entry.name)
      // Fixtures are data of the tests, not the project's code (this test has its own).
      const isSkipped = entry.name === 'node_modules' || entry.name === 'fixtures'
      if (entry.isDirectory()) return isSkipped ? [] : walk(relative)
      return SOURCE_EXTENSIONS.test(entry.name) ? [relative] : []
    })
  return directories.flatMap(walk).map((file) => ({
    path: file,
    imports: listSpecifiers(readFileSync(path.join(root, file), 'utf8')).flatMap((specifier) => {
      const resolved = resolveSpecifier(file, specifier)
      return resolved === null ? [] : [resolved]
    }),
  }))
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file)
const isServerModule = (file: string) => /\.server\.tsx?$/.test(file)
const featureOf = (file: string) => /^app\/features\/([^/]+)\//.exec(file)?.[1]
const folderOf = (file: string) => /^app\/([^/]+)\//.exec(file)?.[1] ?? null

/** App folders below the features: shared pieces that know no page. */
const SHARED_FOLDERS = ['components', 'hooks', 'i18n', 'storage', 'lib', 'payloads', 'domain']
/** What each app folder may import, besides itself (locales and types are data, open to all). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  domain: [],
  payloads: ['domain', 'lib'],
  lib: ['domain', 'i18n', 'locales', 'types'],
  i18n: ['domain', 'lib', 'locales', 'types'],
  storage: ['domain', 'payloads', 'i18n', 'lib', 'locales', 'types'],
  hooks: ['domain', 'payloads', 'i18n', 'lib', 'storage', 'locales', 'types'],
  components: [...SHARED_FOLDERS, 'styles', 'locales', 'types'],
  server: ['domain', 'payloads', 'i18n', 'lib', 'storage', 'locales', 'types'],
  features: [...SHARED_FOLDERS, 'server', 'styles', 'locales', 'types'],
  styles: [],
}

export type Violation = { readonly rule: string; readonly from: string; readonly to: string }

/** Every import that breaks a rule of the layout. */
export function findLayerViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = []
  const flag = (rule: string, from: string, to: string) => violations.push({ rule, from, to })
  for (const file of files) {
    for (const target of file.imports) {
      const from = file.path
      if (from.startsWith('data/')) {
        if (target.startsWith('app/') && !/^app\/(domain|payloads)\//.test(target))
          flag('the importer reads only the domain and the payload contract', from, target)
        continue
      }
      if (target.startsWith('data/') && !from.startsWith('test/'))
        flag('nothing but the tests imports the importer', from, target)
      if (!from.startsWith('app/')) continue
      if (isServerModule(target) && !isTest(from)) {
        const isServerSide =
          isServerModule(from) ||
          from.startsWith('app/routes/') ||
          from.startsWith('app/server/') ||
          from === 'app/root.tsx' ||
          from === 'app/entry.server.tsx'
        if (!isServerSide)
          flag('a .server.ts module is imported by server code and routes only', from, target)
      }
      const source = folderOf(from)
      const destination = folderOf(target)
      if (source === null || destination === null || source === destination) {
        const sourceFeature = featureOf(from)
        const targetFeature = featureOf(target)
        if (sourceFeature && targetFeature && sourceFeature !== targetFeature)
          flag('a feature never imports another feature', from, target)
        continue
      }
      if (destination === 'routes' || target === 'app/root.tsx') {
        flag('nothing below the routes imports them', from, target)
        continue
      }
      const allowed = ALLOWED[source]
      if (allowed && !allowed.includes(destination))
        flag(`app/${source} may import only ${allowed.join(', ') || 'itself'}`, from, target)
      if (
        source === 'features' &&
        destination === 'server' &&
        !isServerModule(from) &&
        !isTest(from)
      )
        flag("only a feature's .server.ts reads the host's server code", from, target)
    }
  }
  return violations
}

/** Files that import each other in a circle, one list per circle (Tarjan's algorithm). */
export function findImportCycles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((file) => file.path))
  const graph = new Map(
    files.map((file) => [file.path, file.imports.filter((target) => known.has(target))]),
  )
  let counter = 0
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    lowLink.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, lowLink.get(next) ?? 0))
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, index.get(next) ?? 0))
      }
    }
    if (lowLink.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    const isSelfImport = component.length === 1 && (graph.get(node) ?? []).includes(node)
    if (component.length > 1 || isSelfImport) cycles.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}
