import { expect, test } from 'vitest'
import { lowerScriptPriority } from './script-priority.server.ts'

test('every module preload gets a low fetch priority; other links are left alone', () => {
  const head =
    '<link rel="canonical" href="/"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
    '<link rel="modulepreload" href="/assets/b.js" nonce="n"/><link rel="icon" href="/favicon.svg"/>'
  expect(lowerScriptPriority(head)).toBe(
    '<link rel="canonical" href="/"/>' +
      '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>' +
      '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/>' +
      '<link rel="icon" href="/favicon.svg"/>',
  )
})
