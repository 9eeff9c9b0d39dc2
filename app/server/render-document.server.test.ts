import { createElement, lazy, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { renderDocument } from './render-document.server.ts'

const failOnError = (error: unknown) => {
  throw error
}

// 2,000 rows: React writes them in many pieces, which the page joins.
const page = createElement(
  'ul',
  null,
  Array.from({ length: 2000 }, (_, index) =>
    createElement('li', { key: index }, `row ${index}: Líf`),
  ),
)

test('renderDocument: the whole page, as React renders it, in UTF-8', async () => {
  const bytes = await renderDocument(page, { timeoutMs: 5000, onError: failOnError })
  expect(new TextDecoder().decode(bytes)).toBe(renderToString(page))
})

test('renderDocument waits for what suspends: the page has it, not a fallback', async () => {
  const Later = lazy(async () => ({ default: () => createElement('p', null, 'arrived') }))
  const bytes = await renderDocument(
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'waiting') },
      createElement(Later),
    ),
    { timeoutMs: 5000, onError: failOnError },
  )
  const html = new TextDecoder().decode(bytes)
  expect(html).toContain('arrived')
  expect(html).not.toContain('waiting')
})

test('renderDocument puts a large boundary that suspended in its place, not revealed after the first paint', async () => {
  // Over React's progressive chunk size (12.8 kB): React would send it apart, behind its
  // fallback, for a script to swap in a frame later, which moved the page under the player
  // (a peeler link's donors: CLS 0.15 in Lighthouse).
  const Later = lazy(async () => ({ default: () => page }))
  const bytes = await renderDocument(
    createElement(
      'main',
      null,
      createElement(
        Suspense,
        { fallback: createElement('p', null, 'waiting') },
        createElement(Later),
      ),
      createElement('footer', null, 'after'),
    ),
    { timeoutMs: 5000, onError: failOnError },
  )
  const html = new TextDecoder().decode(bytes)
  expect(html).not.toContain('waiting')
  expect(html).not.toContain('<template')
  expect(html.indexOf('row 1999')).toBeLessThan(html.indexOf('after'))
})
