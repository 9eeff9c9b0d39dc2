import { formatCount } from '#app/i18n/format-count.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { DatasetChanges, SkillFieldChange } from '#app/payloads/whats-new.ts'

// The words of a day's changes, shared by the page and its Atom feed.

/** "SP 50 → 60; description changed": what changed in one skill, in the data's order. */
export function describeSkillChanges(t: Translate, changes: readonly SkillFieldChange[]): string {
  const show = (value: number | null) => (value === null ? t('whatsNew.noValue') : String(value))
  return changes
    .map((change) =>
      'before' in change
        ? t(`whatsNew.changes.${change.field}`, {
            before: show(change.before),
            after: show(change.after),
          })
        : t(`whatsNew.changes.${change.field}`),
    )
    .join('; ')
}

/** The day's counts in one line (no plural forms needed: "New heroes: 2"). */
export function describeChangeCounts(t: Translate, changes: DatasetChanges): string {
  return t('whatsNew.counts', {
    heroes: formatCount(changes.heroesAdded.length),
    skills: formatCount(changes.skillsAdded.length),
    changed: formatCount(changes.skillsChanged.length),
    banners: formatCount(changes.bannersAdded.length),
  })
}
