/**
 * Answers a request with `respond`, then reads whatever of its body is left, to its end,
 * before the answer is given back.
 *
 * The Workers host needs it: workerd's HTTP server takes the unread rest of a body for the next
 * request on the same connection (the hostile-input suite found it through wrangler dev: after
 * a 405 to a POST with a body, the next request got 501 "Unrecognized request method", or a
 * reset). Node's server drops an unread body itself. The app hands `respond` a body of its own,
 * so what it leaves, even one it stopped reading midway (a refusal at 1 KiB), is still read here.
 */
export async function answerReadingWholeBody(
  request: Request,
  respond: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  if (request.body === null) return respond(request)
  const reader = request.body.getReader()
  let isAppReading = true
  // workerd's reader takes one read at a time: the last read the app asked for, awaited first.
  let appRead: Promise<void> = Promise.resolve()
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        appRead = reader.read().then(({ done, value }) => {
          if (!isAppReading) return
          if (done) controller.close()
          else controller.enqueue(value)
        })
        return appRead
      },
      // The app stopped reading: the rest is read below, never cancelled on the connection.
      cancel() {
        isAppReading = false
      },
    },
    // Nothing read ahead: the app's reads only.
    { highWaterMark: 0 },
  )
  // A streamed body needs `duplex`, which the DOM's RequestInit does not name yet.
  const init: RequestInit & { readonly duplex: 'half' } = { body, duplex: 'half' }
  try {
    return await respond(new Request(request, init))
  } finally {
    isAppReading = false
    await appRead.catch(() => undefined)
    while (!(await reader.read()).done) {
      // Each chunk is dropped as it comes.
    }
  }
}
