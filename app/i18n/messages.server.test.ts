import { RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import { pageMessages, readPageMessages } from './messages.server.ts'
import { readMessagesJson } from './messages.ts'

async function declare(
  ...sections: Parameters<typeof pageMessages>
): Promise<RouterContextProvider> {
  const context = new RouterContextProvider()
  const request = new Request('http://localhost/')
  await pageMessages(...sections)(
    { request, context, params: {}, url: new URL(request.url), pattern: '/' } as never,
    async () => new Response(),
  )
  return context
}

test('readPageMessages: the frame and the declared sections as JSON text, one tree per set whatever the order', async () => {
  const first = readMessagesJson(readPageMessages('en', await declare('units', 'skills')))
  const second = readMessagesJson(readPageMessages('en', await declare('skills', 'units')))
  expect(Object.keys(first)).toEqual(expect.arrayContaining(['units', 'skills']))
  expect(first).not.toHaveProperty('barracks')
  // The same object: translate() keeps its lookups per tree, across requests.
  expect(second).toBe(first)
  expect(readMessagesJson(readPageMessages('en', await declare('barracks')))).not.toBe(first)
})
