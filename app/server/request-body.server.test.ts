import { expect, test } from 'vitest'
import { answerReadingWholeBody } from './request-body.server.ts'

/** A request whose body comes in `chunks` pieces of 100 bytes; `read()` tells how many were taken. */
function makeRequest(chunks: number) {
  let taken = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (taken === chunks) controller.close()
      else {
        taken += 1
        controller.enqueue(new Uint8Array(100).fill(taken))
      }
    },
  })
  const init: RequestInit & { readonly duplex: 'half' } = { method: 'PUT', body, duplex: 'half' }
  return {
    request: new Request('https://hero-peeler.test/api/update-theme', init),
    read: () => taken,
  }
}

test('a body the app never reads is read to its end before the answer', async () => {
  const { request, read } = makeRequest(50)
  const response = await answerReadingWholeBody(
    request,
    async () => new Response(null, { status: 405 }),
  )
  expect(response.status).toBe(405)
  expect(read()).toBe(50)
})

test('a body the app stops reading midway is read to its end too', async () => {
  const { request, read } = makeRequest(50)
  const response = await answerReadingWholeBody(request, async (appRequest) => {
    const reader = appRequest.body?.getReader()
    await reader?.read()
    await reader?.read()
    await reader?.cancel()
    return new Response(null, { status: 413 })
  })
  expect(response.status).toBe(413)
  expect(read()).toBe(50)
})

test('the app reads the whole body as it was sent', async () => {
  const { request } = makeRequest(3)
  const response = await answerReadingWholeBody(
    request,
    async (appRequest) => new Response(String((await appRequest.arrayBuffer()).byteLength)),
  )
  expect(await response.text()).toBe('300')
})

test('a request without a body is answered as it is', async () => {
  const request = new Request('https://hero-peeler.test/units')
  const response = await answerReadingWholeBody(request, async (appRequest) => {
    expect(appRequest).toBe(request)
    return new Response('ok')
  })
  expect(await response.text()).toBe('ok')
})
