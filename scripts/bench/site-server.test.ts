import { expect, test } from 'vitest'
import english from '#app/locales/en.json' with { type: 'json' }
import { findDatasetLine, resolveDataDirectory } from './site-server.ts'

test.each([
  { name: 'unset: the checkout’s .data', configured: undefined, expected: '/work/current/.data' },
  { name: 'empty: the same default', configured: '', expected: '/work/current/.data' },
  { name: 'absolute: as it is', configured: '/work/main/.data', expected: '/work/main/.data' },
  {
    name: 'relative: from the checkout',
    configured: '../main/.data',
    expected: '/work/main/.data',
  },
])('resolveDataDirectory: $name', ({ configured, expected }) => {
  expect(resolveDataDirectory('/work/current', configured)).toBe(expected)
})

const TEMPLATE = english.data.asOf

test.each([
  {
    name: 'the rendered line, not the template in the inlined messages',
    html: `<script>["Data as of {date}: {heroes} heroes, {skills} skills."]</script><p>Data as of 2026-08-17: 1,409 heroes, 6,255 skills.</p>`,
    expected: 'Data as of 2026-08-17: 1,409 heroes, 6,255 skills.',
  },
  { name: 'no line', html: '<p>Heroes</p>', expected: null },
])('findDatasetLine: $name', ({ html, expected }) => {
  expect(findDatasetLine(html, TEMPLATE)).toBe(expected)
})
