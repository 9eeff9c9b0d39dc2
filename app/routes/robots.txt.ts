import { writeRobotsText } from '#app/features/shell/site-files.server.ts'
import { getEnv } from '#app/server/env.server.ts'

/** /robots.txt, for crawlers of a public site. */
export function loader() {
  return new Response(writeRobotsText(getEnv().origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
