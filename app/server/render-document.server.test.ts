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
