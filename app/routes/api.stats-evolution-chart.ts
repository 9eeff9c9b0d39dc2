import {
  chartPictureUrl,
  describeChartPicture,
  parseChartPictureRequest,
} from '#app/features/stats-evolution/chart-picture.ts'
import { readStatsEvolutionPicture } from '#app/features/stats-evolution/stats-evolution.server.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { DEFAULT_LOCALE } from '#app/i18n/locale.ts'
import { readMessages } from '#app/i18n/messages.server.ts'
import { translate } from '#app/i18n/messages.ts'
import { answerWithEtag, SYNCED_DATA_CACHE_CONTROL } from '#app/server/headers.server.ts'
import type { Route } from './+types/api.stats-evolution-chart'

/** One stats evolution chart as an SVG picture, in a colour scheme, at one of the page's widths. */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseChartPictureRequest(new URL(request.url).searchParams)
  if ('error' in parsed) return Response.json({ error: parsed.error }, { status: 400 })
  const messages = readMessages(DEFAULT_LOCALE)
  const t: Translate = (key, params) => translate(messages, key, params)
  // Kept under its canonical URL: the same picture asked in another order is not drawn again.
  const key = chartPictureUrl(parsed.request)
  const picture = await readStatsEvolutionPicture(key, parsed.request, (data) =>
    describeChartPicture({ request: parsed.request, data, t }),
  )
  return answerWithEtag(request, picture.svg, {
    etag: picture.etag,
    cacheControl: SYNCED_DATA_CACHE_CONTROL,
    contentType: 'image/svg+xml; charset=utf-8',
  })
}
