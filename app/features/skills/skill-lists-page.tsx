import ClearAllIcon from '@mui/icons-material/ClearAll'
import SwapVertIcon from '@mui/icons-material/SwapVert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { memo, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { CheckField } from '#app/components/ui/check-field.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { TabList } from '#app/components/ui/tab-list.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { SLOTS, type Slot } from '#app/domain/skill.ts'
import { rankSkills } from '#app/domain/skill-lists.ts'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { SkillsTable } from './components/skills-table.tsx'
import { compileSkillQuery } from './skill-filtering.ts'
import {
  parseSlot,
  type SkillPageData,
  selectSlotRows,
  useSkillPageRows,
} from './skill-page-data.ts'
import type { SkillColumn } from './skill-search.ts'
import { useSkillDescriptions } from './use-skill-descriptions.ts'
import {
  MAX_FILTERS,
  type SkillListsSettings,
  useSkillListsSettings,
} from './use-skill-lists-settings.ts'

const ONLY_FROM_SM = { xs: 'none', sm: 'flex' } as const
const ONLY_ON_PHONES = { xs: 'inline-flex', sm: 'none' } as const
const FILTER_NUMBERS = Array.from({ length: MAX_FILTERS }, (_, index) => index + 1)
const SETTING_SWITCHES = ['showRestrictions', 'showDescriptions'] as const

/** /skills-lists: per slot, skills ranked by rating, narrowed by ordered name filters. */
export function SkillListsPage({ data }: { data: SkillPageData }) {
  const t = useTranslate()
  const isPhone = useScreenAtLeast('sm') === false
  const [params, setParams] = useSearchParams()
  const slot = parseSlot(params.get('slot'))
  const [settings, setSettings] = useSkillListsSettings()
  const { rows, isLoaded } = useSkillPageRows(data)
  const descriptions = useSkillDescriptions(settings.showDescriptions)
  const filters = filtersOf(settings, slot)
  // Phones use the first filter only. The others are hidden by CSS, not left out, so the
  // server's layout (which cannot know the screen) is the phone's: nothing shifts at hydration.
  const patterns = filters.slice(0, isPhone ? 1 : filters.length).map((text) => {
    const compiled = compileSkillQuery(text, 'text')
    return compiled?.ok ? compiled.pattern : null
  })
  const slotRows = useMemo(() => selectSlotRows(rows, slot), [rows, slot])
  const ranked = rankSkills(slotRows, patterns)
  const highlightedIds = new Set(
    ranked
      .filter(
        (entry) => entry.filterIndex !== null && settings.highlighted.includes(entry.filterIndex),
      )
      .map((entry) => entry.row.id),
  )
  const columns: SkillColumn[] = ['sp', 'rating', 'grade']
  if (settings.showRestrictions) columns.push('canUse')
  if (settings.showDescriptions) columns.push('description')
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader routeName="skills-lists" />
      <Box sx={{ px: { xs: 1, sm: 3 } }}>
        <TabList
          label={t('skillsLists.slots')}
          value={slot}
          options={SLOTS.map((entry) => ({ value: entry, label: t(`skills.slots.${entry}`) }))}
          onChange={(next: Slot) => setParams(next === 'weapon' ? {} : { slot: next })}
          sx={{ mb: 2 }}
        />
        <SkillListsControls settings={settings} slot={slot} onSettingsChange={setSettings} />
        <Typography role="status" sx={{ fontWeight: 600, mb: 1 }}>
          {t('skillsLists.count', { count: isLoaded ? ranked.length : data.initialMatched })}
        </Typography>
        <SkillsTable
          rows={ranked.map((entry) => entry.row)}
          columns={columns}
          sort={[]}
          isVirtual
          descriptions={descriptions}
          highlightedIds={highlightedIds}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('skillsLists.credit')}
        </Typography>
      </Box>
    </Box>
  )
}

/** The settings' and the filters' fields, alone, so that rows arriving do not draw them again. */
const SkillListsControls = memo(function SkillListsControls({
  settings,
  slot,
  onSettingsChange,
}: {
  readonly settings: SkillListsSettings
  readonly slot: Slot
  readonly onSettingsChange: (next: SkillListsSettings) => void
}) {
  const t = useTranslate()
  const filters = filtersOf(settings, slot)
  const setFilters = (next: readonly string[]) => {
    // The address bar is ahead of a render still in progress after a tab change.
    const currentSlot = parseSlot(new URLSearchParams(window.location.search).get('slot'))
    onSettingsChange({
      ...settings,
      filtersBySlot: { ...settings.filtersBySlot, [currentSlot]: next },
    })
  }
  const setFilter = (index: number, text: string) => {
    const next = [...filters]
    next[index] = text
    setFilters(next)
  }
  const swap = (index: number) => {
    const next = [...filters]
    ;[next[index], next[index + 1]] = [next[index + 1] ?? '', next[index] ?? '']
    setFilters(next)
  }
  const toggleHighlight = (index: number) =>
    onSettingsChange({
      ...settings,
      highlighted: settings.highlighted.includes(index)
        ? settings.highlighted.filter((entry) => entry !== index)
        : [...settings.highlighted, index].sort(),
    })
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SelectField
          label={t('skillsLists.filterCount')}
          value={String(settings.filterCount)}
          onChange={(value) => onSettingsChange({ ...settings, filterCount: Number(value) })}
          options={FILTER_NUMBERS.map((number) => ({
            value: String(number),
            label: String(number),
          }))}
          minWidth={200}
          sx={{ display: ONLY_FROM_SM }}
        />
        {SETTING_SWITCHES.map((key) => (
          <CheckField
            key={key}
            look="switch"
            checked={settings[key]}
            onChange={(checked) => onSettingsChange({ ...settings, [key]: checked })}
            label={t(`skillsLists.${key}`)}
          />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          gap: 1.5,
          mb: 2,
        }}
      >
        {filters.map((text, index) => (
          <Box
            key={FILTER_NUMBERS[index]}
            sx={{ display: index === 0 ? 'flex' : ONLY_FROM_SM, alignItems: 'center', gap: 0.5 }}
          >
            <TextField
              size="small"
              fullWidth
              type="search"
              label={t('skillsLists.filter', { number: index + 1 })}
              value={text}
              onChange={(event) => setFilter(index, event.target.value)}
            />
            <CheckField
              look="box"
              checked={settings.highlighted.includes(index)}
              onChange={() => toggleHighlight(index)}
              ariaLabel={t('skillsLists.highlight', { number: index + 1 })}
            />
            {index < filters.length - 1 ? (
              <IconButton
                aria-label={t('skillsLists.swap', { number: index + 1 })}
                onClick={() => swap(index)}
                sx={{ display: index === 0 ? ONLY_FROM_SM : undefined }}
              >
                <SwapVertIcon />
              </IconButton>
            ) : null}
            {index === filters.length - 1 || index === 0 ? (
              <IconButton
                aria-label={t('skillsLists.clearAll')}
                onClick={() => setFilters([])}
                // The first filter's clear button is the phone's (its only filter).
                sx={{ display: index === filters.length - 1 ? undefined : ONLY_ON_PHONES }}
              >
                <ClearAllIcon />
              </IconButton>
            ) : null}
          </Box>
        ))}
      </Box>
    </>
  )
})

/** The slot's filter texts, as many as the settings show. */
function filtersOf(settings: SkillListsSettings, slot: Slot): string[] {
  return Array.from(
    { length: settings.filterCount },
    (_, index) => settings.filtersBySlot[slot]?.[index] ?? '',
  )
}
