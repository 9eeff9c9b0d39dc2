import { expect, test } from 'vitest'
import { checkNavigation } from './navigation-guard.ts'

const origin = 'https://hero-peeler.app'

test.each([
  { name: 'a path of the site', target: '/units?sort=name', isExternal: false, expected: 'ok' },
  { name: 'a relative path', target: 'skills', isExternal: false, expected: 'ok' },
  {
    name: 'an absolute URL of the site',
    target: `${origin}/units`,
    isExternal: false,
    expected: 'ok',
  },
  {
    name: 'another site without the flag',
    target: 'https://example.org/',
    isExternal: false,
    expected: 'external-without-flag',
  },
  {
    name: 'a protocol-relative URL without the flag',
    target: '//example.org/x',
    isExternal: false,
    expected: 'external-without-flag',
  },
  {
    name: 'another site with the flag',
    target: 'https://example.org/',
    isExternal: true,
    expected: 'ok',
  },
  {
    name: 'mailto with the flag',
    target: 'mailto:someone@example.org',
    isExternal: true,
    expected: 'ok',
  },
  {
    name: 'javascript',
    target: 'javascript:alert(1)',
    isExternal: true,
    expected: 'blocked-protocol',
  },
  {
    name: 'javascript in capitals',
    target: 'JavaScript:alert(1)',
    isExternal: true,
    expected: 'blocked-protocol',
  },
  {
    name: 'javascript split by a tab',
    target: 'java\tscript:alert(1)',
    isExternal: true,
    expected: 'blocked-protocol',
  },
  {
    name: 'javascript after spaces',
    target: '  javascript:alert(1)',
    isExternal: true,
    expected: 'blocked-protocol',
  },
  {
    name: 'data',
    target: 'data:text/html,<script>alert(1)</script>',
    isExternal: true,
    expected: 'blocked-protocol',
  },
  {
    name: 'blob',
    target: 'blob:https://hero-peeler.app/1234',
    isExternal: true,
    expected: 'blocked-protocol',
  },
  {
    name: 'vbscript',
    target: 'vbscript:msgbox(1)',
    isExternal: true,
    expected: 'blocked-protocol',
  },
  { name: 'not a URL', target: 'http://[::1', isExternal: true, expected: 'invalid-url' },
])('checkNavigation: $name', ({ target, isExternal, expected }) => {
  const result = checkNavigation(target, { origin, isExternal })
  expect(result.ok ? 'ok' : result.error).toBe(expected)
})
