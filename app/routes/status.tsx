import { readStatusPage } from '#app/features/status/status.server.ts'
import { StatusPage } from '#app/features/status/status-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { livePageHeaders } from '#app/server/headers.server.ts'
import type { Route } from './+types/status'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('status')]

// Scripts get the same report as JSON from the host (server/app.ts answers by Accept).
export async function loader() {
  return readStatusPage()
}

export function headers() {
  return livePageHeaders()
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta('home.title.status', args),
  { name: 'robots', content: 'noindex' },
]

export default function Status({ loaderData }: Route.ComponentProps) {
  return <StatusPage report={loaderData} />
}
