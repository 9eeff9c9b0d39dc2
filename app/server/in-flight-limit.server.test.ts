import { Hono } from 'hono'
import { expect, test } from 'vitest'
import {
  BUSY_MESSAGE,
  createInFlightLimit,
  DRAINING_MESSAGE,
  type InFlightLimit,
} from './in-flight-limit.server.ts'

/** An app whose one route answers when told to, with a body streamed in two parts. */
function createApp(limit: InFlightLimit) {
  const answers: (() => void)[] = []
  const app = new Hono()
  app.use(limit.refuseWhileDraining)
  app.use(limit.bound)
  app.get('/healthz', (c) => c.text('ok'))
  app.get('/page', async () => {
    await new Promise<void>((resolve) => answers.push(resolve))
    return new Response(new Blob(['<p>one</p>', '<p>two</p>']).stream())
  })
  app.get('/broken', () => {
    throw new Error('a bug')
  })
  app.onError((_error, c) => c.text('failed', 500))
  const answerAll = () => {
    for (const answer of answers.splice(0)) answer()
  }
  return { app, answerAll }
}

const isExempt = (path: string) => path === '/healthz'
const page = () => new Request('http://localhost/page', { headers: { Accept: 'text/html' } })

test('past the bound a request is turned away at once with 503 and Retry-After', async () => {
  const limit = createInFlightLimit({ maxInFlight: 2, isExempt })
  const { app, answerAll } = createApp(limit)
  const taken = [app.fetch(page()), app.fetch(page())]
  await Promise.resolve()
  expect(limit.countInFlight()).toBe(2)

  const refused = await app.fetch(page())
  expect(refused.status).toBe(503)
  expect(refused.headers.get('Retry-After')).toBe('5')
  expect(await refused.text()).toBe(BUSY_MESSAGE)
  // An exempt path is answered all the same.
  expect((await app.fetch(new Request('http://localhost/healthz'))).status).toBe(200)

  answerAll()
  const answers = await Promise.all(taken)
  expect(answers.map((answer) => answer.status)).toEqual([200, 200])
  await Promise.all(answers.map((answer) => answer.text()))
  expect(limit.countInFlight()).toBe(0)
})

test('a request counts until its body is read to the end, or cancelled', async () => {
  const limit = createInFlightLimit({ maxInFlight: 1, isExempt })
  const { app, answerAll } = createApp(limit)
  const pending = app.fetch(page())
  await Promise.resolve()
  answerAll()
  const answer = await pending
  expect(limit.countInFlight()).toBe(1)
  expect(await answer.text()).toBe('<p>one</p><p>two</p>')
  expect(limit.countInFlight()).toBe(0)

  const second = app.fetch(page())
  await Promise.resolve()
  answerAll()
  await (await second).body?.cancel()
  expect(limit.countInFlight()).toBe(0)
})

// Found by e2e/hostile-input.spec.ts: each HEAD held its place for good, and after 32 of them
// every page was refused as busy.
test('a HEAD request is counted out: Hono drops its body unread', async () => {
  const limit = createInFlightLimit({ maxInFlight: 1, isExempt })
  const { app, answerAll } = createApp(limit)
  for (const _ of [1, 2, 3]) {
    const pending = app.fetch(new Request('http://localhost/page', { method: 'HEAD' }))
    await Promise.resolve()
    answerAll()
    const answer = await pending
    expect(answer.status).toBe(200)
    expect(answer.body).toBeNull()
    expect(limit.countInFlight()).toBe(0)
  }
})

test('a request that fails is counted out once its error is sent', async () => {
  const limit = createInFlightLimit({ maxInFlight: 1, isExempt })
  const { app } = createApp(limit)
  const answer = await app.fetch(new Request('http://localhost/broken'))
  expect(answer.status).toBe(500)
  expect(await answer.text()).toBe('failed')
  expect(limit.countInFlight()).toBe(0)
})

test('once draining, new requests are refused and their connection closed; those in flight end', async () => {
  const limit = createInFlightLimit({ maxInFlight: 8, isExempt })
  const { app, answerAll } = createApp(limit)
  const inFlight = app.fetch(page())
  await Promise.resolve()
  limit.startDraining()

  const refused = await app.fetch(new Request('http://localhost/healthz'))
  expect(refused.status).toBe(503)
  expect(refused.headers.get('Connection')).toBe('close')
  expect(refused.headers.get('Retry-After')).toBe('5')
  expect(await refused.json()).toEqual({ error: DRAINING_MESSAGE })

  answerAll()
  expect(await (await inFlight).text()).toBe('<p>one</p><p>two</p>')
  expect(limit.countInFlight()).toBe(0)
})
