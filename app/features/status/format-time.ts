import type { Translate } from '#app/i18n/i18n.tsx'

/**
 * An ISO time as "2026-08-21 06:00:03 UTC": read the same on the server and in the browser
 * (a local time would differ between them and between operators). Anything else is shown as is.
 */
export function formatUtcTime(t: Translate, iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/.exec(iso)
  if (!match?.[1] || !match[2]) return iso
  return t('status.utcTime', { date: match[1], time: match[2] })
}
