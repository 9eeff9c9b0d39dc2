import { CheckField } from '#app/components/ui/check-field.tsx'
import { Chip } from '#app/components/ui/chip.tsx'
import type { AvailabilityCategory } from '#app/domain/availability.ts'
import { DONOR_CATEGORIES, DONOR_VALUES, type PlanData } from '#app/domain/inheritance-plan.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { heroNameOf } from '../plan-text.ts'
import type { PlannerSearch } from '../planner-search.ts'
import styles from './donor-settings.module.css'

/** What the plan may give up: pools never used, heroes kept by this plan. */
export function DonorSettings({
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
  const toggle = (category: AvailabilityCategory, isOn: boolean) =>
    onChange((current) => ({
      ...current,
      protect: isOn
        ? [...current.protect, category]
        : current.protect.filter((each) => each !== category),
    }))
  return (
    <div className={styles.settings}>
      <fieldset className={styles.pools}>
        <legend className={styles.legend}>{t('inheritancePlanner.donors.protect')}</legend>
        {DONOR_CATEGORIES.map((category) => (
          <CheckField
            key={category}
            look="box"
            size="small"
            checked={protectedSet.has(category)}
            onChange={(isOn) => toggle(category, isOn)}
            label={t(`inheritancePlanner.categories.${category}`)}
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
}
