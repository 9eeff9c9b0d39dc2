import { OfflinePage } from '#app/features/errors/offline-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/offline'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('offline')]

// The service worker keeps this page with the app's code (app/sw.ts) and shows it for a page
// never opened on this device while there is no network.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta('home.title.offline', args),
  { name: 'robots', content: 'noindex' },
]

export default function Offline() {
  return <OfflinePage />
}
