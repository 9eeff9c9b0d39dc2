import { once } from 'node:events'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import fc from 'fast-check'
import { METHODS } from './hostile-input.ts'
import { expect, test } from './test.ts'

// Issue 25 item 4 (decision 0066), on the Node host's socket: what Node's HTTP parser refuses
// before the app. Node-only (playwright.worker.config.ts): on Workers the socket is the front's.

/** Writes raw bytes to the Node host's socket and reads its whole answer (it closes). */
async function sendRaw(baseURL: string, head: string): Promise<string> {
  const { port, hostname } = new URL(baseURL)
  const socket = connect(Number(port), hostname)
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  socket.write(head)
  await Promise.race([
    once(socket, 'close'),
    sleep(2000).then(() =>
      socket.destroy(new Error(`No answer to ${JSON.stringify(head.slice(0, 80))}`)),
    ),
  ])
  return Buffer.concat(chunks).toString('latin1')
}

// Node's parser refuses these before the app (server.ts): its answers say why as well.
test('headers over Node’s 16 KiB are refused with 431 and a message', async ({ baseURL }) => {
  const answer = await sendRaw(
    baseURL ?? '',
    `GET /units HTTP/1.1\r\nHost: x\r\nX-Filler: ${'x'.repeat(20_000)}\r\n\r\n`,
  )
  expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
  expect(answer).toMatch(
    /\r\n\r\nThe request's address and headers must be at most 12288 bytes together\.$/,
  )
})

test('any request head on the socket gets a status under 500, and a 4xx a message', async ({
  baseURL,
}) => {
  test.setTimeout(120_000)
  const line = fc.string({
    unit: fc.integer({ min: 0x01, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  })
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.constantFrom(...METHODS, 'GET /', 'HTTP/1.1', ''), line),
      fc.oneof(fc.constantFrom('/', '/units', '/api/heroes/x', '*', '//', 'http://x/'), line),
      fc.array(line, { maxLength: 4 }),
      async (method, path, headerLines) => {
        const head = `${method} ${path} HTTP/1.1\r\nHost: x\r\n${headerLines.map((text) => `${text}\r\n`).join('')}Connection: close\r\n\r\n`
        const answer = await sendRaw(baseURL ?? '', head)
        const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1])
        expect(status, answer.slice(0, 200)).toBeLessThan(500)
        const body = answer.slice(answer.indexOf('\r\n\r\n') + 4)
        if (status >= 400 && method !== 'HEAD') expect(body, answer.slice(0, 300)).not.toBe('')
      },
    ),
    { numRuns: 200 },
  )
})
