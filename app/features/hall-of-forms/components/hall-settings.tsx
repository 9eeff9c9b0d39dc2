import { useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { getMinimumPassiveSp, LAST_CHAMBER, type PastHall } from '#app/domain/hall-of-forms.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { shiftVersion, type Version } from '#app/domain/version.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PlannerHero } from '#app/payloads/planner-data.ts'
import styles from './hall-settings.module.css'

/** How far back the version picker goes: four years of monthly versions. */
const OLDER_VERSIONS = 48
/** The version picker's value for "the newest in the data" (kept as null in the plan). */
const NEWEST = 'newest'
const CHAMBERS = Array.from({ length: LAST_CHAMBER }, (_, index) => index + 1)

type HallSettingsProps = {
  readonly chamber: number
  /** The version chosen; null follows the newest in the data. */
  readonly version: Version | null
  readonly newestVersion: Version | null
  readonly halls: readonly PastHall[]
  readonly heroesById: ReadonlyMap<HeroId, PlannerHero> | null
  readonly onChamberChange: (chamber: number) => void
  readonly onVersionChange: (version: Version | null) => void
  readonly onUseHall: (hall: PastHall) => void
}

/** The chamber and version whose rules apply, what those rules are, and the past halls. */
export function HallSettings({
  chamber,
  version,
  newestVersion,
  halls,
  heroesById,
  onChamberChange,
  onVersionChange,
  onUseHall,
}: HallSettingsProps) {
  const t = useTranslate()
  const headingId = useId()
  const hallVersion = version ?? newestVersion
  const versions =
    newestVersion === null
      ? []
      : Array.from({ length: OLDER_VERSIONS }, (_, steps) => shiftVersion(newestVersion, -steps))
  if (version !== null && !versions.includes(version)) versions.push(version)
  const minimumSp = getMinimumPassiveSp(chamber)
  const rules = [
    t('hallOfForms.rules.noExclusive'),
    t('hallOfForms.rules.finalWeapons'),
    hallVersion === null
      ? null
      : t('hallOfForms.rules.window', { version: shiftVersion(hallVersion, -2) }),
    minimumSp > 0 ? t('hallOfForms.rules.minimumSp', { sp: minimumSp }) : null,
    chamber >= LAST_CHAMBER ? t('hallOfForms.rules.fromVersion9') : null,
  ].filter((rule) => rule !== null)
  return (
    <Panel aria-labelledby={headingId} className={styles.settings}>
      <h2 id={headingId} className={styles.heading}>
        {t('hallOfForms.hall.heading')}
      </h2>
      <div className={styles.fields}>
        <SelectField
          label={t('hallOfForms.hall.chamber')}
          value={String(chamber)}
          onChange={(value) => onChamberChange(Number(value))}
          options={CHAMBERS.map((number) => ({ value: String(number), label: String(number) }))}
        />
        <SelectField
          label={t('hallOfForms.hall.version')}
          value={version ?? NEWEST}
          onChange={(value) => onVersionChange(value === NEWEST ? null : (value as Version))}
          options={[
            {
              value: NEWEST,
              label:
                newestVersion === null
                  ? t('hallOfForms.hall.newestUnknown')
                  : t('hallOfForms.hall.newest', { version: newestVersion }),
            },
            ...versions.map((entry) => ({ value: entry, label: entry })),
          ]}
        />
        {halls.length > 0 && (
          <PastHallPicker halls={halls} heroesById={heroesById} onUseHall={onUseHall} />
        )}
      </div>
      <div>
        <h3 className={styles.rulesHeading}>{t('hallOfForms.rules.heading', { chamber })}</h3>
        <ul className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
    </Panel>
  )
}

function PastHallPicker({
  halls,
  heroesById,
  onUseHall,
}: Pick<HallSettingsProps, 'halls' | 'heroesById' | 'onUseHall'>) {
  const t = useTranslate()
  const newestFirst = [...halls].reverse()
  const [number, setNumber] = useState(newestFirst[0]?.number ?? 0)
  const hall = halls.find((entry) => entry.number === number)
  const names = (hall?.heroIds ?? []).map((heroId) => heroesById?.get(heroId)?.name ?? heroId)
  return (
    <div className={styles.pastHall}>
      <div className={styles.pastHallRow}>
        <SelectField
          label={t('hallOfForms.hall.past')}
          value={String(number)}
          onChange={(value) => setNumber(Number(value))}
          options={newestFirst.map((entry) => ({
            value: String(entry.number),
            label: t('hallOfForms.hall.number', { number: entry.number }),
          }))}
          className={styles.pastHallField}
        />
        <Button
          variant="outlined"
          disabled={hall === undefined || heroesById === null}
          onClick={() => hall && onUseHall(hall)}
        >
          {t('hallOfForms.hall.use')}
        </Button>
      </div>
      <p className={styles.names}>{names.join(' · ')}</p>
    </div>
  )
}
