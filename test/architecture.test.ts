import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

// The layers of docs/style.md §2: domain ← features ← routes ← root; lib is below features.
const ROOT = resolve(import.meta.dirname, '..')
const APP = join(ROOT, 'app')

function listSourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return listSourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The app files a file imports, as paths relative to app/. */
function appImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  )
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('#app/')) return [specifier.slice('#app/'.length)]
    if (specifier.startsWith('.')) return [relative(APP, resolve(file, '..', specifier))]
    return []
  })
}

const files = listSourceFiles(APP).map((file) => ({
  path: relative(APP, file),
  imports: appImports(file),
}))
const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1]

test('the domain imports nothing but the domain', () => {
  const offenders = files
    .filter((file) => file.path.startsWith('domain/'))
    .flatMap((file) =>
      file.imports
        .filter((target) => !target.startsWith('domain/'))
        .map((target) => `${file.path} → ${target}`),
    )
  expect(offenders).toEqual([])
})

test('features import neither another feature nor routes', () => {
  const offenders = files
    .filter((file) => featureOf(file.path))
    .flatMap((file) =>
      file.imports
        .filter(
          (target) =>
            target.startsWith('routes/') ||
            (featureOf(target) && featureOf(target) !== featureOf(file.path)),
        )
        .map((target) => `${file.path} → ${target}`),
    )
  expect(offenders).toEqual([])
})

test('lib and shared components stay below features and routes', () => {
  const offenders = files
    .filter((file) => file.path.startsWith('lib/') || file.path.startsWith('components/'))
    .flatMap((file) =>
      file.imports
        .filter(
          (target) =>
            target.startsWith('features/') || target.startsWith('routes/') || target === 'root.tsx',
        )
        .map((target) => `${file.path} → ${target}`),
    )
  expect(offenders).toEqual([])
})

test('server-only modules are imported only by server code and route modules', () => {
  const isServerSide = (path: string) =>
    path.endsWith('.server.ts') ||
    path.includes('.test.') ||
    path.startsWith('routes/') ||
    path === 'root.tsx' ||
    path === 'entry.server.tsx'
  const offenders = files
    .filter((file) => !isServerSide(file.path))
    .flatMap((file) =>
      file.imports
        .filter((target) => target.includes('.server'))
        .map((target) => `${file.path} → ${target}`),
    )
  expect(offenders).toEqual([])
})

test('there are no barrel files', () => {
  expect(
    files.filter((file) => /(^|\/)index\.tsx?$/.test(file.path)).map((file) => file.path),
  ).toEqual([])
})

test('the app never imports the importer', () => {
  const offenders = files.flatMap((file) =>
    file.imports
      .filter((target) => target.startsWith('../data/'))
      .map((target) => `${file.path} → ${target}`),
  )
  expect(offenders).toEqual([])
})

test('browser code calls the network only through the HTTP client (spec §7)', () => {
  const offenders = files
    .filter(
      (file) => !/\.(server|test)\.tsx?$/.test(file.path) && file.path !== 'lib/http-client.ts',
    )
    .filter((file) => /\bfetch\(/.test(readFileSync(join(APP, file.path), 'utf8')))
    .map((file) => file.path)
  expect(offenders).toEqual([])
})
