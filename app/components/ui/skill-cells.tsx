import { type LowestRarities, listAvailabilityCategories } from '#app/domain/availability.ts'
import type { Effectiveness, SkillCategory, SkillRestrictions } from '#app/domain/skill.ts'
import type { WeaponSelector } from '#app/domain/weapon.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { CategoryLabels } from './category-labels.tsx'
import list from './list.module.css'

/** Our own slot icon: the slot's letter framed in the slot's colour (the game's icons are not ours). */
const SLOT_COLOURS: Readonly<Record<SkillCategory, string>> = {
  weapon: 'var(--color-error)',
  assist: 'var(--color-info)',
  special: 'var(--color-secondary)',
  passiveA: 'var(--color-warning-dark)',
  passiveB: 'var(--color-primary-dark)',
  passiveC: 'var(--color-success-dark)',
  sacredSeal: 'var(--color-grey-dark)',
  passiveX: 'var(--color-grey-darker)',
  duo: 'var(--color-secondary-dark)',
  harmonized: 'var(--color-secondary-dark)',
  emblem: 'var(--color-warning)',
}

export function SlotIcon({ category }: { category: SkillCategory }) {
  const t = useTranslate()
  return (
    <span
      role="img"
      aria-label={t(`skills.slots.${category}`)}
      className={list.slotIcon}
      style={{ borderColor: SLOT_COLOURS[category] }}
    >
      {t(`skills.slotLetters.${category}`)}
    </span>
  )
}

function formatSelector(t: Translate, selector: WeaponSelector): string {
  switch (selector.kind) {
    case 'weaponType':
      return t(`skills.weaponTypes.${selector.weaponType}`)
    case 'colour':
      return t(`skills.colours.${selector.colour}`)
    case 'group':
      return t(`skills.groups.${selector.group}`)
    default: {
      const unknown: never = selector
      throw new Error(`Unknown weapon selector ${JSON.stringify(unknown)}`)
    }
  }
}

/** "All", "PRF", or who may use it: "Only Infantry · Not Staff" (reference §1.17). */
export function formatRestrictions(
  t: Translate,
  skill: { readonly isExclusive: boolean; readonly restrictions: SkillRestrictions | null },
): string {
  if (skill.isExclusive || skill.restrictions === null) return t('skills.exclusive')
  const separator = t('skills.restrictions.separator')
  const parts: string[] = []
  const { moves, weapons } = skill.restrictions
  if (moves.kind !== 'none') {
    const list = moves.moveTypes.map((move) => t(`skills.moves.${move}`)).join(separator)
    parts.push(
      t(moves.kind === 'canUse' ? 'skills.restrictions.only' : 'skills.restrictions.except', {
        list,
      }),
    )
  }
  if (weapons.kind !== 'none') {
    const list = weapons.weapons.map((selector) => formatSelector(t, selector)).join(separator)
    parts.push(
      t(weapons.kind === 'canUse' ? 'skills.restrictions.only' : 'skills.restrictions.except', {
        list,
      }),
    )
  }
  return parts.length === 0 ? t('skills.all') : parts.join(' · ')
}

export function formatEffectiveness(t: Translate, effectiveness: readonly Effectiveness[]): string {
  if (effectiveness.length === 0) return t('skills.none')
  return effectiveness
    .map((entry) => t(`skills.effectiveness.${entry}`))
    .join(t('skills.restrictions.separator'))
}

/** The availability categories of a skill's owners as small labels; "—" when nobody. */
export function AvailabilityLabels({ lowestRarities }: { lowestRarities: LowestRarities }) {
  const t = useTranslate()
  const categories = listAvailabilityCategories(lowestRarities)
  if (
    categories.length === 1 &&
    categories[0] === 'other' &&
    Object.keys(lowestRarities).length === 0
  ) {
    return <>{t('skills.none')}</>
  }
  return (
    <CategoryLabels
      labels={categories.map((category) => ({
        key: category,
        label: t(`skills.availability.${category}`),
        title: t(`skills.availabilityLong.${category}`),
      }))}
    />
  )
}
