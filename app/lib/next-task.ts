/**
 * Resolves in a task of its own, after the browser has had a chance to paint and to handle
 * input: the work after it no longer lengthens the task that awaited it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
