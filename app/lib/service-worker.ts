import { whenIdleAfterLoad } from './when-idle.ts'

/** The service worker's script (app/sw.ts, built beside the client's files). */
export const SERVICE_WORKER_URL = '/sw.js'

/** The page the worker shows for a page never opened (app/sw.ts names it the same). */
export const OFFLINE_PATH = '/offline'

/** The worker's cache of the pages opened (app/sw.ts names it the same). */
export const OFFLINE_PAGES_CACHE = 'pages'

/**
 * Registers the service worker (offline pages, decision 0057) once the page has loaded and the
 * browser is idle: its install fetches every page's code, which must never compete with the
 * page's own first load. Production builds only: the dev server has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // Idle, or five seconds after the load: a page busy that long still gets its offline copy.
  whenIdleAfterLoad(
    () => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
        // No worker (private mode, storage refused): the site works online as before.
      })
    },
    { timeoutMs: 5000 },
  )
}
