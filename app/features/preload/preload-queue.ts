/** Spec §9: up to 5 page preloads in parallel. */
export const MAX_PARALLEL_PRELOADS = 5

export type PreloadQueue = {
  /** Queues a URL; one already queued, running or done is not loaded again. */
  add: (url: string) => void
}

/** Runs `load` for each distinct URL, never more than `concurrency` at a time. */
export function createPreloadQueue(
  load: (url: string) => Promise<void>,
  concurrency: number = MAX_PARALLEL_PRELOADS,
): PreloadQueue {
  const seen = new Set<string>()
  const waiting: string[] = []
  let running = 0
  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      const url = waiting.shift() as string
      running++
      void load(url).finally(() => {
        running--
        next()
      })
    }
  }
  return {
    add(url) {
      if (seen.has(url)) return
      seen.add(url)
      waiting.push(url)
      next()
    },
  }
}

/** What the browser says of the connection (Network Information API, Chromium only). */
export type ConnectionHints = { effectiveType?: string; saveData?: boolean }

/** Spec §7: no preload on a slow-2g connection, nor when the user asks to save data. */
export function shouldSkipPreloads(connection: ConnectionHints | undefined): boolean {
  return connection?.effectiveType === 'slow-2g' || connection?.saveData === true
}

/** The browser's connection hints; undefined where the API is missing (Firefox, Safari). */
export function readConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection
}
