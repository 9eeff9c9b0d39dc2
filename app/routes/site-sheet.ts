import { SITE_CSS, SITE_SHEET_HREF } from '#app/styles/site-styles.server.ts'
import type { Route } from './+types/site-sheet'

/**
 * The site's whole stylesheet, which a page takes once it is idle, for the pages it opens next
 * (decision 0082). Named by its content: kept a year; another name is a build's that is gone.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).pathname !== SITE_SHEET_HREF)
    return new Response('No such stylesheet: a newer build has its own.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  return new Response(SITE_CSS, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
