import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  findImportCycles,
  findLayerViolations,
  listSpecifiers,
  readSourceFiles,
  resolveSpecifier,
} from './architecture.ts'

// The layout of docs/architecture.md, checked on the real tree and, to prove the check can
// fail, on a small tree of deliberately wrong imports (test/fixtures/architecture).
const ROOT = path.resolve(import.meta.dirname, '..')
const files = readSourceFiles(ROOT, ['app', 'data', 'server', 'scripts', 'e2e', 'test'])
const describeViolation = ({ rule, from, to }: { rule: string; from: string; to: string }) =>
  `${from} → ${to}: ${rule}`

test('every import follows the layers', () => {
  expect(findLayerViolations(files).map(describeViolation)).toEqual([])
})

test('no file imports itself through others', () => {
  expect(findImportCycles(files)).toEqual([])
})

test('there are no barrel files', () => {
  expect(
    files.filter((file) => /(^|\/)index\.tsx?$/.test(file.path)).map((file) => file.path),
  ).toEqual([])
})

test('browser code calls the network only through the HTTP client (spec §7)', () => {
  const offenders = files
    .filter((file) => file.path.startsWith('app/'))
    .filter(
      (file) => !/\.(server|test)\.tsx?$/.test(file.path) && !file.path.startsWith('app/server/'),
    )
    .filter((file) => file.path !== 'app/lib/http-client.ts')
    .filter((file) => /\bfetch\(/.test(readFileSync(path.join(ROOT, file.path), 'utf8')))
    .map((file) => file.path)
  expect(offenders).toEqual([])
})

test.each([
  { name: 'named import', source: "import { a } from './a.ts'", expected: ['./a.ts'] },
  { name: 'type import', source: "import type { A } from '#app/a.ts'", expected: ['#app/a.ts'] },
  { name: 're-export', source: "export { a } from './a.ts'", expected: ['./a.ts'] },
  { name: 'side effect', source: "import './styles/base.css'", expected: ['./styles/base.css'] },
  {
    name: 'dynamic',
    source: "const load = () => import('./panel.tsx')",
    expected: ['./panel.tsx'],
  },
  {
    name: 'multi-line',
    source: "import {\n  a,\n  b,\n} from '#app/lib/x.ts'",
    expected: ['#app/lib/x.ts'],
  },
])('listSpecifiers: $name', ({ source, expected }) => {
  expect(listSpecifiers(source)).toEqual(expected)
})

test.each([
  { from: 'app/features/x/a.tsx', specifier: '#app/lib/b.ts', expected: 'app/lib/b.ts' },
  { from: 'app/features/x/a.tsx', specifier: '../y/b.ts', expected: 'app/features/y/b.ts' },
  { from: 'data/a.ts', specifier: 'valibot', expected: null },
])('resolveSpecifier: $specifier from $from', ({ from, specifier, expected }) => {
  expect(resolveSpecifier(from, specifier)).toBe(expected)
})

test('the check finds every deliberately wrong import of the fixture tree', () => {
  const fixture = readSourceFiles(path.join(ROOT, 'test', 'fixtures', 'architecture'), [
    'app',
    'data',
  ])
  expect(findLayerViolations(fixture).map(describeViolation).sort()).toEqual(
    [
      'app/components/ui/widget.tsx → app/routes/page.tsx: nothing below the routes imports them',
      'app/domain/rules.ts → app/features/alpha/alpha-page.tsx: app/domain may import only itself',
      'app/features/alpha/alpha-page.tsx → app/features/beta/beta-panel.tsx: a feature never imports another feature',
      'app/features/alpha/alpha-page.tsx → app/features/alpha/alpha.server.ts: a .server.ts module is imported by server code and routes only',
      'app/server/dataset.server.ts → data/sync.ts: nothing but the tests imports the importer',
      'data/sync.ts → app/features/alpha/alpha-page.tsx: the importer reads only the domain and the payload contract',
    ].sort(),
  )
  // One circle through a dynamic import, one across the layers and the importer.
  expect(findImportCycles(fixture)).toEqual(
    expect.arrayContaining([
      ['app/features/beta/beta-panel.tsx', 'app/features/beta/beta-parts.tsx'],
      [
        'app/features/alpha/alpha-page.tsx',
        'app/features/alpha/alpha.server.ts',
        'app/server/dataset.server.ts',
        'data/sync.ts',
      ],
    ]),
  )
  expect(findImportCycles(fixture)).toHaveLength(2)
})
