/**
 * Runs `task` when the main thread is idle, or after a second at the latest; a task later where
 * the browser has no idle callbacks (Safari). Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(task, 1)
    return () => window.clearTimeout(timer)
  }
  const handle = window.requestIdleCallback(task, { timeout: 1000 })
  return () => window.cancelIdleCallback(handle)
}
