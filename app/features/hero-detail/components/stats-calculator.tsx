import { type CSSProperties, useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { CheckField } from '#app/components/ui/check-field.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { Table, TableBody, TableCell, TableHead, TableRow } from '#app/components/ui/table.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import {
  MAX_LEVEL,
  MAX_MERGES,
  MIN_LEVEL,
  RARITIES,
  type Rarity,
  STATS,
  type Stat,
  type StatOrTotal,
} from '#app/domain/stat.ts'
import {
  calculateBaseStatTotal,
  calculateHeroStats,
  DEFAULT_STATS_BUILD,
  findSuperbanes,
  findSuperboons,
  type StatsBuild,
} from '#app/domain/stats.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import { type BuildLimits, parseHeroBuild, writeHeroBuild } from '../hero-build-search.ts'
import { AssetFlawMatrix } from './asset-flaw-matrix.tsx'
import { AddToBarracks } from './hero-barracks.tsx'
import styles from './stats-calculator.module.css'

function clampInteger(text: string, min: number, max: number): number {
  const value = Math.trunc(Number(text))
  return Number.isNaN(value) ? min : Math.min(max, Math.max(min, value))
}

/** The build in the URL (a link to it reproduces it); a change replaces the history entry. */
function useHeroBuild(limits: BuildLimits): [StatsBuild, (build: StatsBuild) => void] {
  const [params, setParams] = useSearchParams()
  const { maxDragonflowers, hasResplendent } = limits
  const build = useMemo(
    () => parseHeroBuild(params, { maxDragonflowers, hasResplendent }),
    [params, maxDragonflowers, hasResplendent],
  )
  const setBuild = useCallback(
    (next: StatsBuild) =>
      setParams((current) => writeHeroBuild(current, next), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  )
  return [build, setBuild]
}

/** A stat drawn against the highest of all heroes, as a determinate progress bar. */
function StatBar({ value, maximum, label }: { value: number; maximum: number; label: string }) {
  const percent = maximum === 0 ? 0 : (value / maximum) * 100
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(percent)}
      aria-valuemin={0}
      aria-valuemax={100}
      className={styles.bar}
      style={{ '--bar-percent': `${percent}%` } as CSSProperties}
    />
  )
}

/**
 * The stats calculator: rarity, level, merges, dragonflowers, asset/flaw, ascended asset and
 * resplendent attire; each stat drawn against the highest of all heroes, with its rank.
 */
export function StatsCalculator({ view }: { view: HeroDetailView }) {
  const t = useTranslate()
  const { hero } = view
  const [build, setBuild] = useHeroBuild(hero)
  const change = (part: Partial<StatsBuild>) => setBuild({ ...build, ...part })
  const stats = calculateHeroStats(hero, build)
  const total = calculateBaseStatTotal(stats)
  const superboons = findSuperboons(hero.stats)
  const superbanes = findSuperbanes(hero.stats)
  const statOptions = (excluded: Stat | null) => [
    { value: '', label: t('heroDetail.calculator.none') },
    ...STATS.filter((stat) => stat !== excluded).map((stat) => ({
      value: stat,
      label: t(`units.columns.${stat}`),
    })),
  ]
  const toStat = (value: string): Stat | null => STATS.find((stat) => stat === value) ?? null
  const rows: readonly { key: StatOrTotal; value: number }[] = [
    ...STATS.map((stat) => ({ key: stat, value: stats[stat] })),
    { key: 'baseStatTotal', value: total },
  ]
  return (
    <div>
      <div className={styles.controls}>
        <SelectField
          label={t('heroDetail.calculator.rarity')}
          value={String(build.rarity)}
          onChange={(value) => change({ rarity: Number(value) as Rarity })}
          options={RARITIES.map((rarity) => ({
            value: String(rarity),
            label: t('heroDetail.calculator.rarityValue', { rarity }),
          }))}
        />
        <TextField
          size="small"
          type="number"
          label={t('heroDetail.calculator.level')}
          value={build.level}
          slotProps={{ htmlInput: { min: MIN_LEVEL, max: MAX_LEVEL } }}
          onChange={(event) =>
            change({ level: clampInteger(event.target.value, MIN_LEVEL, MAX_LEVEL) })
          }
        />
        <TextField
          size="small"
          type="number"
          label={t('heroDetail.calculator.merges')}
          value={build.merges}
          slotProps={{ htmlInput: { min: 0, max: MAX_MERGES } }}
          onChange={(event) => change({ merges: clampInteger(event.target.value, 0, MAX_MERGES) })}
        />
        <TextField
          size="small"
          type="number"
          label={t('heroDetail.calculator.dragonflowers')}
          value={build.dragonflowers}
          slotProps={{ htmlInput: { min: 0, max: hero.maxDragonflowers } }}
          onChange={(event) =>
            change({ dragonflowers: clampInteger(event.target.value, 0, hero.maxDragonflowers) })
          }
        />
        <SelectField
          label={t('heroDetail.calculator.asset')}
          value={build.asset ?? ''}
          onChange={(value) => {
            const asset = toStat(value)
            change({ asset, flaw: asset === build.flaw ? null : build.flaw })
          }}
          options={statOptions(null)}
        />
        <SelectField
          label={t('heroDetail.calculator.flaw')}
          value={build.flaw ?? ''}
          onChange={(value) => change({ flaw: toStat(value) })}
          options={statOptions(build.asset)}
        />
        {/* Any hero can be given one with an Ascendant Floret (official guide, "Ascendant Florets"). */}
        <SelectField
          label={t('heroDetail.calculator.ascendedAsset')}
          value={build.ascendedAsset ?? ''}
          onChange={(value) => change({ ascendedAsset: toStat(value) })}
          options={statOptions(build.asset)}
        />
        {hero.hasResplendent ? (
          <CheckField
            look="switch"
            checked={build.isResplendent}
            onChange={(isResplendent) => change({ isResplendent })}
            label={t('heroDetail.calculator.resplendent')}
          />
        ) : null}
        <Button size="small" onClick={() => setBuild(DEFAULT_STATS_BUILD)}>
          {t('heroDetail.calculator.reset')}
        </Button>
      </div>
      <AddToBarracks view={view} build={build} />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('heroDetail.calculator.stat')}</TableCell>
            <TableCell align="right">{t('heroDetail.calculator.value')}</TableCell>
            <TableCell className={styles.barColumn} />
            <TableCell align="right">{t('heroDetail.calculator.rank')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, value }) => {
            const kind =
              key !== 'baseStatTotal' && superboons.includes(key)
                ? 'superboon'
                : key !== 'baseStatTotal' && superbanes.includes(key)
                  ? 'superbane'
                  : null
            const label =
              key === 'baseStatTotal' ? t('heroDetail.calculator.total') : t(`units.columns.${key}`)
            const maximum = Math.max(view.statMaxima[key], value)
            return (
              <TableRow key={key}>
                <TableCell
                  component="th"
                  scope="row"
                  className={classNames(styles.statName, kind !== null && styles[kind])}
                >
                  {label}
                  {kind ? (
                    <span className={styles.statKind}>({t(`heroDetail.calculator.${kind}`)})</span>
                  ) : null}
                </TableCell>
                <TableCell align="right" className={styles.value}>
                  {value}
                </TableCell>
                <TableCell className={styles.barCell}>
                  <StatBar
                    value={value}
                    maximum={maximum}
                    label={t('heroDetail.calculator.bar', { stat: label, value, maximum })}
                  />
                </TableCell>
                <TableCell align="right" className={styles.rank}>
                  {view.ranks
                    ? t('heroDetail.calculator.rankValue', {
                        rank: view.ranks[key],
                        count: view.heroCount,
                      })
                    : ''}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      <p className={styles.note}>{t('heroDetail.calculator.note')}</p>
      <AssetFlawMatrix hero={hero} build={build} />
    </div>
  )
}
