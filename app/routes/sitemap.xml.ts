import { writeSitemap } from '#app/features/shell/site-files.server.ts'
import { getDataset } from '#app/server/dataset.server.ts'
import { getEnv } from '#app/server/env.server.ts'

/** /sitemap.xml: every page of the site, last changed with the data. */
export async function loader() {
  const dataset = await getDataset()
  return new Response(writeSitemap(getEnv().origin, dataset.payloads.summary.data.dataDate), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
