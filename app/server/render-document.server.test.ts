import { createElement, lazy, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { renderDocument } from './render-document.server.ts'

const failOnError = (error: unknown) => {
  throw error
}

// 2,000 rows: React writes them in some sixty 4 kB pieces.
const page = createElement(
  'ul',
  null,
  Array.from({ length: 2000 }, (_, index) => createElement('li', { key: index }, `row ${index}`)),
)

test('renderDocument: the whole page, as React renders it', async () => {
  const html = await renderDocument(page, { timeoutMs: 5000, onError: failOnError })
  expect(html).toBe(renderToString(page))
})

test('renderDocument waits for what suspends: the page has it, not a fallback', async () => {
  const Later = lazy(async () => ({ default: () => createElement('p', null, 'arrived') }))
  const html = await renderDocument(
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'waiting') },
      createElement(Later),
    ),
    { timeoutMs: 5000, onError: failOnError },
  )
  expect(html).toContain('arrived')
  expect(html).not.toContain('waiting')
})
