/**
 * Resolves in a task of its own, after the browser has had a chance to paint and to handle
 * input: the work after it no longer lengthens the task that awaited it. A message, not a
 * timer: timers are throttled in background tabs and stand still under a test's frozen clock.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
