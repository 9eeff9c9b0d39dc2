import type { Translate } from '#app/i18n/i18n.tsx'

/** A schedule's interval in its largest whole unit: 86400 s → "1 d", 5400 s → "90 min". */
export function formatInterval(t: Translate, seconds: number): string {
  const units = [
    { key: 'status.durations.days', seconds: 86_400 },
    { key: 'status.durations.hours', seconds: 3600 },
    { key: 'status.durations.minutes', seconds: 60 },
  ] as const
  for (const unit of units) {
    if (seconds >= unit.seconds && seconds % unit.seconds === 0)
      return t(unit.key, { count: seconds / unit.seconds })
  }
  return t('status.durations.seconds', { count: seconds })
}
