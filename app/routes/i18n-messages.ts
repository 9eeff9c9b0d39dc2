import { findLocale } from '#app/i18n/locale.ts'
import { readMessages } from '#app/i18n/messages.server.ts'
import { MESSAGES_CACHE_CONTROL } from '#app/server/headers.server.ts'
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
