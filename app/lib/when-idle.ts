type IdleOptions = {
  /** The latest it runs, idle or not. */
  readonly timeoutMs?: number
}

/**
 * Runs `task` when the main thread is idle, or after `timeoutMs` (a second) at the latest; a
 * task later where the browser has no idle callbacks (Safari). Returns what cancels it.
 */
export function whenIdle(task: () => void, { timeoutMs = 1000 }: IdleOptions = {}): () => void {
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(task, 1)
    return () => window.clearTimeout(timer)
  }
  const handle = window.requestIdleCallback(task, { timeout: timeoutMs })
  return () => window.cancelIdleCallback(handle)
}

/** whenIdle, once the page has loaded: what it runs never competes with the page's first load. */
export function whenIdleAfterLoad(task: () => void, options: IdleOptions = {}): () => void {
  let cancelIdle: (() => void) | null = null
  const schedule = () => {
    cancelIdle = whenIdle(task, options)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    cancelIdle?.()
  }
}
