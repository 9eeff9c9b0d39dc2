import { expect, test } from 'vitest'
import { INERT_MODULE_TYPE, paintFirst } from './paint-first.server.ts'

// The shape React Router's <Scripts> gives a page, with React's preloads hoisted into <head>.
const PAGE = [
  '<!DOCTYPE html><html><head><title>Heroes</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/frame-B2.js" nonce="n0nce"/>',
  '<style data-emotion="hp a1">.hp-a1{color:red}</style></head><body><main>Abel</main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-C3.js";',
  'import("/assets/entry.client-A1.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>',
  '</body></html>',
].join('')

test('the module preloads leave <head> and the module script is sent inert', () => {
  const html = paintFirst(PAGE)
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).not.toContain('type="module"')
  expect(html).toContain(
    `<script nonce="n0nce" type="${INERT_MODULE_TYPE}" id="deferred-modules">import * as route0`,
  )
  expect(html).toContain('<style data-emotion="hp a1">')
  expect(html).toContain('<main>Abel</main>')
})

test('a boot script with the same nonce starts the preloads after the first paint', () => {
  const html = paintFirst(PAGE)
  const boot = /<script nonce="n0nce">(\(function \(\) \{\s+var hrefs =[\s\S]*?)<\/script>/.exec(
    html,
  )?.[1]
  expect(boot).toContain('["/assets/entry.client-A1.js","/assets/frame-B2.js"]')
  expect(boot).toContain("getEntriesByName('first-contentful-paint')")
  expect(boot).toContain('setTimeout(start, 3000)')
  // Right after the inert script, before the data scripts that follow it.
  expect(
    html.indexOf('import("/assets/entry.client-A1.js");</script><script nonce="n0nce">('),
  ).toBeGreaterThan(0)
  expect(html.indexOf(boot ?? '')).toBeLessThan(html.indexOf('streamController.close'))
})

test('a page without the app script is left as it is', () => {
  const page = '<!DOCTYPE html><html><head></head><body><h1>Server error</h1></body></html>'
  expect(paintFirst(page)).toBe(page)
})
