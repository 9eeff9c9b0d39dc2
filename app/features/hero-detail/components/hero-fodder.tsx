import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Chip } from '#app/components/ui/chip.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import {
  AvailabilityLabels,
  formatRestrictions,
  SlotIcon,
} from '#app/components/ui/skill-cells.tsx'
import { Table, TableBody, TableCell, TableHead, TableRow } from '#app/components/ui/table.tsx'
import {
  CUSTOM_FODDER_SOURCES,
  FODDER_SOURCE_PRESETS,
  type FodderSource,
  type FodderSourcePreset,
  INHERIT_SLOTS,
  isFiveStarLocked,
} from '#app/domain/availability.ts'
import { buildFodderTable } from '#app/domain/inheritance.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { type Slugged, toSkillSearchInPlaceOfHero } from '#app/lib/detail-links.ts'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import { FODDER_SOURCES_STORAGE_KEY, findPreset, parseFodderSources } from '../fodder-sources.ts'
import { OwnedFodderMark, OwnedFodderSummary, useOwnedFodderMarks } from './hero-barracks.tsx'
import styles from './hero-fodder.module.css'

/** A skill link that closes the hero view and opens the skill's (one dialog at a time). */
function useSkillHref(): (skill: Slugged) => string {
  const [params] = useSearchParams()
  return (skill) => toSkillSearchInPlaceOfHero(params, skill)
}

/** The chosen source columns, remembered in the browser. */
function useFodderSources(): [readonly FodderSource[], (sources: readonly FodderSource[]) => void] {
  const [sources, setSources] = useState<readonly FodderSource[]>(
    FODDER_SOURCE_PRESETS.withoutDivineCodes,
  )
  useEffect(() => {
    try {
      setSources(parseFodderSources(window.localStorage.getItem(FODDER_SOURCES_STORAGE_KEY)))
    } catch {
      // Storage disabled (private mode): the default stays.
    }
  }, [])
  const save = (next: readonly FodderSource[]) => {
    setSources(next)
    try {
      window.localStorage.setItem(FODDER_SOURCES_STORAGE_KEY, JSON.stringify(next))
    } catch {
      // Not remembered, still applied.
    }
  }
  return [sources, save]
}

function SourcesSettings({
  sources,
  onChange,
}: {
  sources: readonly FodderSource[]
  onChange: (sources: readonly FodderSource[]) => void
}) {
  const t = useTranslate()
  const preset = findPreset(sources)
  const [isCustom, setIsCustom] = useState(preset === 'custom')
  const remaining = CUSTOM_FODDER_SOURCES.filter((source) => !sources.includes(source))
  return (
    <div className={styles.settings}>
      <SelectField
        label={t('fodder.sourcesLabel')}
        value={isCustom ? 'custom' : preset}
        options={[
          ...Object.keys(FODDER_SOURCE_PRESETS).map((key) => ({
            value: key,
            label: t(`fodder.presets.${key as FodderSourcePreset}`),
          })),
          { value: 'custom', label: t('fodder.presets.custom') },
        ]}
        onChange={(value) => {
          setIsCustom(value === 'custom')
          if (value !== 'custom') onChange(FODDER_SOURCE_PRESETS[value as FodderSourcePreset])
        }}
        className={styles.preset}
      />
      {isCustom ? (
        <div className={styles.customSources}>
          {sources.map((source, index) => (
            <Chip
              key={source}
              label={`${index + 1}. ${t(`fodder.sources.${source}`)}`}
              onDelete={
                sources.length > 1
                  ? () => onChange(sources.filter((entry) => entry !== source))
                  : undefined
              }
              deleteLabel={t('fodder.removeSource', { source: t(`fodder.sources.${source}`) })}
            />
          ))}
          {remaining.length > 0 ? (
            <SelectField
              label={t('fodder.addSource')}
              value=""
              placeholder={t('fodder.addSourcePlaceholder')}
              options={remaining.map((source) => ({
                value: source,
                label: t(`fodder.sources.${source}`),
              }))}
              onChange={(value) => onChange([...sources, value as FodderSource])}
              className={styles.addSource}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/**
 * The Fodder tab (reference §3.5): for each max-tier skill, the inheritance slots this hero
 * spends to give it when bridge fodder comes from each source and those to its left; totals
 * count one skill per slot, and a 5★-locked hero's special or assist found cheaper counts 0.
 */
export function HeroFodder({ view }: { view: HeroDetailView }) {
  const t = useTranslate()
  const skillHref = useSkillHref()
  const [sources, setSources] = useFodderSources()
  const owned = useOwnedFodderMarks(view)
  const isHeroLocked = isFiveStarLocked(view.lowestRarities)
  const table = buildFodderTable({
    skills: view.fodderSkills,
    sources,
    isHeroFiveStarLocked: isHeroLocked,
  })
  if (view.fodderSkills.length === 0) {
    return <p className={styles.text}>{t('fodder.none')}</p>
  }
  const hasUncounted = table.rows.length > table.countedSkillIds.length
  const hasExclusive = table.rows.some((row) => row.skill.isExclusive)
  return (
    <div>
      <p className={styles.intro}>{t('fodder.intro', { slots: INHERIT_SLOTS })}</p>
      <OwnedFodderSummary owned={owned} />
      <SourcesSettings sources={sources} onChange={setSources} />
      <div className={styles.scroller}>
        <Table size="small" aria-label={t('fodder.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fodder.skill')}</TableCell>
              {sources.map((source) => (
                <TableCell key={source} align="right" className={styles.nowrap}>
                  {t(`fodder.sources.${source}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, index) => {
              const skill = view.fodderSkills[index]?.skill
              if (!skill) return null
              const isNotLocked = table.notFiveStarLockedSkillIds.includes(skill.id)
              const isCounted = table.countedSkillIds.includes(skill.id)
              return (
                <TableRow key={skill.id} data-testid="fodder-skill">
                  <TableCell>
                    <div className={styles.skill}>
                      <SlotIcon category={skill.category} />
                      <Link to={skillHref(skill)} preventScrollReset className={styles.link}>
                        {skill.name}
                      </Link>
                      {isNotLocked ? (
                        <Chip size="small" variant="outlined" label={t('fodder.notLockedMark')} />
                      ) : null}
                      <OwnedFodderMark mark={owned.marks.get(skill.id)} />
                      {isCounted ? null : (
                        <span title={t('fodder.notCounted')} className={styles.notCounted}>
                          **
                        </span>
                      )}
                    </div>
                  </TableCell>
                  {row.slots.map((slots, column) => (
                    <TableCell key={sources[column]} align="right">
                      {skill.isExclusive
                        ? t('fodder.exclusiveCell')
                        : isNotLocked
                          ? `${slots}*`
                          : slots}
                    </TableCell>
                  ))}
                </TableRow>
              )
            })}
            <TableRow>
              <TableCell component="th" scope="row" className={styles.totalLabel}>
                {t('fodder.total')}
              </TableCell>
              {table.totals.map((total, column) => (
                <TableCell key={sources[column]} align="right" className={styles.total}>
                  {total}{' '}
                  <span
                    role="img"
                    aria-label={
                      table.fitsInOneGo[column] ? t('fodder.fits') : t('fodder.doesNotFit')
                    }
                    title={table.fitsInOneGo[column] ? t('fodder.fits') : t('fodder.doesNotFit')}
                    className={table.fitsInOneGo[column] ? styles.fits : styles.doesNotFit}
                  >
                    {table.fitsInOneGo[column] ? '✓' : '✗'}
                  </span>
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </div>
      <ul className={styles.notes}>
        <li>{t('fodder.cumulative')}</li>
        {hasUncounted ? <li>{t('fodder.notCountedNote')}</li> : null}
        {hasExclusive ? <li>{t('fodder.exclusiveNote')}</li> : null}
        <li>{isHeroLocked ? t('fodder.lockedHero') : t('fodder.notLockedHero')}</li>
        {table.notFiveStarLockedSkillIds.length > 0 ? <li>{t('fodder.notLockedNote')}</li> : null}
      </ul>
      <p className={styles.credit}>{t('fodder.credit')}</p>
    </div>
  )
}

/** The Fodder value tab (reference §3.5): who may use each skill and where it can be had. */
export function HeroFodderValue({ view }: { view: HeroDetailView }) {
  const t = useTranslate()
  const skillHref = useSkillHref()
  const owned = useOwnedFodderMarks(view)
  if (view.fodderSkills.length === 0) {
    return <p className={styles.text}>{t('fodder.none')}</p>
  }
  return (
    <div>
      <p className={styles.intro}>{t('fodder.valueIntro')}</p>
      <OwnedFodderSummary owned={owned} />
      <div className={styles.scroller}>
        <Table size="small" aria-label={t('fodder.valueTableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fodder.skill')}</TableCell>
              <TableCell>{t('fodder.canUse')}</TableCell>
              <TableCell>{t('fodder.availability')}</TableCell>
              <TableCell>{t('fodder.preInheritance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.fodderSkills.map(({ skill, lowestRarities, preInheritance }) => (
              <TableRow key={skill.id}>
                <TableCell>
                  <div className={styles.skill}>
                    <SlotIcon category={skill.category} />
                    <Link to={skillHref(skill)} preventScrollReset className={styles.link}>
                      {skill.name}
                    </Link>
                    <OwnedFodderMark mark={owned.marks.get(skill.id)} />
                  </div>
                </TableCell>
                <TableCell>{formatRestrictions(t, skill)}</TableCell>
                <TableCell>
                  <AvailabilityLabels lowestRarities={lowestRarities} />
                </TableCell>
                <TableCell>
                  <AvailabilityLabels lowestRarities={preInheritance} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  )
}
