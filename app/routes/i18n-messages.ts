import { MESSAGES_CACHE_CONTROL } from '#app/lib/headers.server.ts'
import { findLocale } from '#app/lib/locale.ts'
import { readMessages } from '#app/lib/messages.server.ts'
import type { Route } from './+types/i18n-messages'

/** Spec §7: GET /_i18n/{locale}/messages.json answers { [locale]: message tree }. */
export function loader({ params }: Route.LoaderArgs) {
  const locale = findLocale(params.locale)
  if (!locale) return Response.json({ error: `Unknown locale: ${params.locale}` }, { status: 404 })
  return Response.json(
    { [locale.code]: readMessages(locale.code) },
    { headers: { 'Cache-Control': MESSAGES_CACHE_CONTROL } },
  )
}
