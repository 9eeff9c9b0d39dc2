import { memo, useCallback } from 'react'
import { CheckField } from '#app/components/ui/check-field.tsx'
import { Chip } from '#app/components/ui/chip.tsx'
import type { AvailabilityCategory } from '#app/domain/availability.ts'
import { DONOR_CATEGORIES, DONOR_VALUES, type PlanData } from '#app/domain/inheritance-plan.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { heroNameOf } from '../plan-text.ts'
import type { PlannerSearch } from '../planner-search.ts'
import styles from './donor-settings.module.css'

/** What the plan may give up: pools never used, heroes kept by this plan. */
export const DonorSettings = memo(function DonorSettings({
  data,
  search,
  onChange,
}: {
  readonly data: PlanData
  readonly search: PlannerSearch
  readonly onChange: (change: (current: PlannerSearch) => PlannerSearch) => void
}) {
  const t = useTranslate()
  const protectedSet = new Set(search.protect)
  const toggle = useCallback(
    (category: AvailabilityCategory, isOn: boolean) =>
      onChange((current) => ({
        ...current,
        protect: isOn
          ? [...current.protect, category]
          : current.protect.filter((each) => each !== category),
      })),
    [onChange],
  )
  return (
    <div className={styles.settings}>
      <fieldset className={styles.pools}>
        <legend className={styles.legend}>{t('inheritancePlanner.donors.protect')}</legend>
        {DONOR_CATEGORIES.map((category) => (
          <PoolBox
            key={category}
            category={category}
            isProtected={protectedSet.has(category)}
            onToggle={toggle}
          />
        ))}
        <p className={styles.values}>
          {t('inheritancePlanner.donors.values', {
            values: DONOR_CATEGORIES.map(
              (category) =>
                `${t(`inheritancePlanner.categories.${category}`)} ${DONOR_VALUES[category]}`,
            ).join(' · '),
          })}
        </p>
      </fieldset>
      <div>
        <h3 className={styles.legend}>{t('inheritancePlanner.donors.kept')}</h3>
        {search.keep.length === 0 ? (
          <p className={styles.hint}>{t('inheritancePlanner.donors.keptNone')}</p>
        ) : (
          <ul className={styles.kept}>
            {search.keep.map((heroId) => {
              const name = heroNameOf(data, heroId)
              return (
                <li key={heroId}>
                  <Chip
                    label={name}
                    onDelete={() =>
                      onChange((current) => ({
                        ...current,
                        keep: current.keep.filter((each) => each !== heroId),
                      }))
                    }
                    deleteLabel={t('inheritancePlanner.donors.unkeep', { hero: name })}
                  />
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </div>
  )
})

/**
 * One pool's box, drawn again only when its own tick changes: React sets an input's type, name
 * and checked again each time it draws it, and a tick drew all eleven boxes in each of its
 * redraws (issue 24).
 */
const PoolBox = memo(function PoolBox({
  category,
  isProtected,
  onToggle,
}: {
  readonly category: AvailabilityCategory
  readonly isProtected: boolean
  readonly onToggle: (category: AvailabilityCategory, isOn: boolean) => void
}) {
  const t = useTranslate()
  return (
    <CheckField
      look="box"
      size="small"
      checked={isProtected}
      onChange={(isOn) => onToggle(category, isOn)}
      label={t(`inheritancePlanner.categories.${category}`)}
    />
  )
})
