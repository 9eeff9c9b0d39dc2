import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
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
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import { FODDER_SOURCES_STORAGE_KEY, findPreset, parseFodderSources } from '../fodder-sources.ts'

/** A skill link that closes the hero view and opens the skill's (one dialog at a time). */
function useSkillHref(): (skillId: string) => string {
  const location = useLocation()
  return (skillId) => {
    const params = new URLSearchParams(location.search)
    params.delete('unit')
    params.set('skill', skillId)
    return `${location.pathname}?${params.toString()}`
  }
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
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
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
        sx={{ maxWidth: 360 }}
      />
      {isCustom ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
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
              minWidth={180}
            />
          ) : null}
        </Box>
      ) : null}
    </Box>
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
  const isHeroLocked = isFiveStarLocked(view.lowestRarities)
  const table = buildFodderTable({
    skills: view.fodderSkills,
    sources,
    isHeroFiveStarLocked: isHeroLocked,
  })
  if (view.fodderSkills.length === 0) {
    return <Typography>{t('fodder.none')}</Typography>
  }
  const hasUncounted = table.rows.length > table.countedSkillIds.length
  const hasExclusive = table.rows.some((row) => row.skill.isExclusive)
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('fodder.intro', { slots: INHERIT_SLOTS })}
      </Typography>
      <SourcesSettings sources={sources} onChange={setSources} />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('fodder.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fodder.skill')}</TableCell>
              {sources.map((source) => (
                <TableCell key={source} align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <SlotIcon category={skill.category} />
                      <Link component={RouterLink} to={skillHref(skill.id)} preventScrollReset>
                        {skill.name}
                      </Link>
                      {isNotLocked ? (
                        <Chip size="small" variant="outlined" label={t('fodder.notLockedMark')} />
                      ) : null}
                      {isCounted ? null : (
                        <Typography component="span" title={t('fodder.notCounted')}>
                          **
                        </Typography>
                      )}
                    </Box>
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
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {t('fodder.total')}
              </TableCell>
              {table.totals.map((total, column) => (
                <TableCell
                  key={sources[column]}
                  align="right"
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {total}{' '}
                  <Box
                    component="span"
                    role="img"
                    aria-label={
                      table.fitsInOneGo[column] ? t('fodder.fits') : t('fodder.doesNotFit')
                    }
                    title={table.fitsInOneGo[column] ? t('fodder.fits') : t('fodder.doesNotFit')}
                    sx={{ color: table.fitsInOneGo[column] ? 'success.main' : 'error.main' }}
                  >
                    {table.fitsInOneGo[column] ? '✓' : '✗'}
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      <Box component="ul" sx={{ pl: 2.5, mt: 2, mb: 0, display: 'grid', gap: 0.5 }}>
        <Typography component="li" variant="body2">
          {t('fodder.cumulative')}
        </Typography>
        {hasUncounted ? (
          <Typography component="li" variant="body2">
            {t('fodder.notCountedNote')}
          </Typography>
        ) : null}
        {hasExclusive ? (
          <Typography component="li" variant="body2">
            {t('fodder.exclusiveNote')}
          </Typography>
        ) : null}
        <Typography component="li" variant="body2">
          {isHeroLocked ? t('fodder.lockedHero') : t('fodder.notLockedHero')}
        </Typography>
        {table.notFiveStarLockedSkillIds.length > 0 ? (
          <Typography component="li" variant="body2">
            {t('fodder.notLockedNote')}
          </Typography>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('fodder.credit')}
      </Typography>
    </Box>
  )
}

/** The Fodder value tab (reference §3.5): who may use each skill and where it can be had. */
export function HeroFodderValue({ view }: { view: HeroDetailView }) {
  const t = useTranslate()
  const skillHref = useSkillHref()
  if (view.fodderSkills.length === 0) {
    return <Typography>{t('fodder.none')}</Typography>
  }
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('fodder.valueIntro')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
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
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <SlotIcon category={skill.category} />
                    <Link component={RouterLink} to={skillHref(skill.id)} preventScrollReset>
                      {skill.name}
                    </Link>
                  </Box>
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
      </Box>
    </Box>
  )
}
