import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Panel } from '#app/components/ui/panel.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { getMinimumPassiveSp, LAST_CHAMBER, type PastHall } from '#app/domain/hall-of-forms.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { shiftVersion, type Version } from '#app/domain/version.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PlannerHero } from '#app/lib/planner-data.ts'

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
    <Panel aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('hallOfForms.hall.heading')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
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
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('hallOfForms.rules.heading', { chamber })}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {rules.map((rule) => (
            <Typography component="li" variant="body2" key={rule}>
              {rule}
            </Typography>
          ))}
        </Box>
      </Box>
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
    <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' }, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <SelectField
          label={t('hallOfForms.hall.past')}
          value={String(number)}
          onChange={(value) => setNumber(Number(value))}
          options={newestFirst.map((entry) => ({
            value: String(entry.number),
            label: t('hallOfForms.hall.number', { number: entry.number }),
          }))}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          disabled={hall === undefined || heroesById === null}
          onClick={() => hall && onUseHall(hall)}
        >
          {t('hallOfForms.hall.use')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {names.join(' · ')}
      </Typography>
    </Box>
  )
}
