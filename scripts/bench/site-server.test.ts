import { expect, test } from 'vitest'
import english from '#app/locales/en.json' with { type: 'json' }
import { findDatasetLine, readCpuTicks, resolveDataDirectory } from './site-server.ts'

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

test.each([
  {
    name: 'user plus system ticks',
    text: '4242 (node) S 1 4242 4242 0 -1 4194560 9000 0 12 0 1234 56 0 0 20 0 11 0 276431',
    expected: 1290,
  },
  {
    name: 'a command name with spaces and parentheses',
    text: '77 (node (x) y) R 1 77 77 0 -1 0 0 0 0 0 10 5 0 0 20 0 1 0 1',
    expected: 15,
  },
  { name: 'no stat line', text: 'gone', expected: null },
])('readCpuTicks: $name', ({ text, expected }) => {
  expect(readCpuTicks(text)).toBe(expected)
})
