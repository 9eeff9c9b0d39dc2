import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
} from 'serwist'

// The service worker (Serwist, built by @serwist/vite; decision 0057): the app's code is
// precached; every page, data answer and payload file the player opens is kept, so a visited
// page works with no network; a page never opened shows /offline.

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}
declare const self: ServiceWorkerGlobalScope

/** The page shown for a page never opened, kept with the app's code (vite.config.ts). */
const OFFLINE_PATH = '/offline'

/** How long a page or a data answer waits for the network before the kept copy is used. */
const NETWORK_TIMEOUT_S = 4

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build's worker takes over at once: the pages it serves are the new build's.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      // Spec §4/§7: the build id is asked of the network only (the new-build check), and the
      // theme is saved there.
      matcher: ({ url, sameOrigin }) =>
        sameOrigin &&
        (url.pathname.startsWith('/builds/') ||
          url.pathname === '/healthz' ||
          url.pathname === '/api/update-theme'),
      handler: new NetworkOnly(),
    },
    {
      // Content-hashed: a file never changes, a new dataset is new names. Old ones go first.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/payloads/'),
      handler: new CacheFirst({
        cacheName: 'payloads',
        plugins: [new ExpirationPlugin({ maxEntries: 24, purgeOnQuotaError: true })],
      }),
    },
    {
      // The site's whole stylesheet, named by its content (decision 0082): a page's own HTML
      // carries its part, this one is for the pages opened next, offline too.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/styles/'),
      handler: new CacheFirst({
        cacheName: 'styles',
        plugins: [new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
      }),
    },
    {
      // The inheritance planner's worker and HiGHS (3.5 MB of WebAssembly): content-hashed,
      // fetched on that page only, kept so that it plans offline once visited (decision 0062).
      matcher: ({ url, sameOrigin }) =>
        sameOrigin &&
        url.pathname.startsWith('/assets/') &&
        (url.pathname.endsWith('.wasm') || url.pathname.startsWith('/assets/plan-worker-')),
      handler: new CacheFirst({
        cacheName: 'solver',
        plugins: [new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        // app/lib/service-worker.ts lists this cache by the same name (the offline page).
        cacheName: 'pages',
        networkTimeoutSeconds: NETWORK_TIMEOUT_S,
        plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
      }),
    },
    {
      // A page's data on client navigations (React Router's `.data` and route manifest), the
      // detail views' answers and the messages of the pages opened.
      matcher: ({ url, sameOrigin }) =>
        sameOrigin &&
        (url.pathname.endsWith('.data') ||
          url.pathname === '/__manifest' ||
          url.pathname.startsWith('/api/') ||
          url.pathname.startsWith('/_i18n/')),
      handler: new NetworkFirst({
        cacheName: 'data',
        networkTimeoutSeconds: NETWORK_TIMEOUT_S,
        plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
      }),
    },
  ],
  // Neither the network nor a kept copy of a page: the offline page (errors/offline-page.tsx
  // moves the address to its own before the app starts, so the app hydrates its own route).
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === 'document' }],
  },
})

serwist.addEventListeners()
