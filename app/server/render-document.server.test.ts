import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { renderDocument } from './render-document.server.ts'

async function readChunks(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return chunks
}

// 2,000 rows: React writes them in some sixty 4 kB pieces.
const page = createElement(
  'ul',
  null,
  Array.from({ length: 2000 }, (_, index) => createElement('li', { key: index }, `row ${index}`)),
)

test('renderDocument: the whole page, as React renders it, in a few batches', async () => {
  const stream = await renderDocument(page, {
    nonce: '',
    waitForAll: false,
    timeoutMs: 5000,
    onError: (error) => {
      throw error
    },
  })
  const chunks = await readChunks(stream)
  const html = new TextDecoder().decode(Buffer.concat(chunks))
  expect(html).toBe(renderToString(page))
  expect(chunks.length).toBeLessThanOrEqual(3)
})
