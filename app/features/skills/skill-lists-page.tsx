import { memo, Suspense, use, useDeferredValue, useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CheckField } from '#app/components/ui/check-field.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { ClearAllIcon } from '#app/components/ui/icons/clear-all.tsx'
import { SwapVertIcon } from '#app/components/ui/icons/swap-vert.tsx'
import { LoadingStatus } from '#app/components/ui/loading-status.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { PlanBuildLink } from '#app/components/ui/plan-build-link.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { TabList } from '#app/components/ui/tab-list.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { type SkillId, SLOTS, type Slot } from '#app/domain/skill.ts'
import { rankSkills } from '#app/domain/skill-lists.ts'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { toPlannerHref } from '#app/lib/planner-link.ts'
import { DescriptionsBoundary } from './components/descriptions-boundary.tsx'
import { SkillsTable } from './components/skills-table.tsx'
import {
  type DescriptionsState,
  loadSkillDescriptions,
  type SkillDescriptionTexts,
} from './skill-descriptions.ts'
import { compileSkillQuery } from './skill-filtering.ts'
import { pickListBuild } from './skill-lists-build.ts'
import styles from './skill-lists-page.module.css'
import {
  parseSlot,
  readInitialSkillRows,
  type SkillPage,
  selectSlotRows,
} from './skill-page-data.ts'
import type { SkillRow } from './skill-rows.ts'
import type { SkillColumn } from './skill-search.ts'
import {
  MAX_FILTERS,
  type SkillListsSettings,
  useSkillListsSettings,
} from './use-skill-lists-settings.ts'

const FILTER_NUMBERS = Array.from({ length: MAX_FILTERS }, (_, index) => index + 1)
const SETTING_SWITCHES = ['showRestrictions', 'showDescriptions'] as const

const LOADING: DescriptionsState = { status: 'loading' }
const FAILED: DescriptionsState = { status: 'error' }
const IDLE: DescriptionsState = { status: 'idle' }

/** /skills-lists: per slot, skills ranked by rating, narrowed by ordered name filters. */
export function SkillListsPage({ page }: { page: SkillPage }) {
  const t = useTranslate()
  const isPhone = useScreenAtLeast('sm') === false
  const [params, setParams] = useSearchParams()
  const slot = parseSlot(params.get('slot'))
  const [settings, setSettings] = useSkillListsSettings()
  const loadedRows = page.rows?.status === 'ready' ? page.rows.data : null
  // Until every row has arrived, the server's rows stand in.
  const isLoaded = loadedRows !== null
  const rows = loadedRows ?? readInitialSkillRows(page.initialRowsJson)
  // The switch turns at once; the column comes with the descriptions, the rows staying meanwhile.
  const showsDescriptions = useDeferredValue(settings.showDescriptions)
  // A retry is a new attempt: a new request, and a fresh boundary.
  const [attempt, setAttempt] = useState(0)
  // Asked for in the render that turns the switch, which commits: the deferred render reads the
  // same promise, and a failed one stays failed (the cache forgets it) until the retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks the cache again
  const descriptions = useMemo(
    () => (settings.showDescriptions ? loadSkillDescriptions(page.descriptionsUrl) : null),
    [settings.showDescriptions, page.descriptionsUrl, attempt],
  )
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
  if (showsDescriptions) columns.push('description')
  const table = {
    rows: ranked.map((entry) => entry.row),
    columns,
    highlightedIds,
  }
  return (
    <div className={styles.page}>
      <PageHeader routeName="skills-lists" />
      <div className={styles.content}>
        <TabList
          label={t('skillsLists.slots')}
          value={slot}
          options={SLOTS.map((entry) => ({ value: entry, label: t(`skills.slots.${entry}`) }))}
          onChange={(next: Slot) => setParams(next === 'weapon' ? {} : { slot: next })}
          className={styles.slots}
        />
        {page.rows?.status === 'failed' ? <PayloadFailure className={styles.failure} /> : null}
        <SkillListsControls settings={settings} slot={slot} onSettingsChange={setSettings} />
        <PlanListBuild rows={loadedRows} settings={settings} isPhone={isPhone} />
        {settings.showDescriptions && !showsDescriptions ? (
          <LoadingStatus>{t('skills.loadingDescriptions')}</LoadingStatus>
        ) : null}
        <p role="status" className={styles.count}>
          {t('skillsLists.count', { count: isLoaded ? ranked.length : page.initialMatched })}
        </p>
        <DescriptionsBoundary
          key={attempt}
          fallback={
            <>
              <Alert
                severity="error"
                className={styles.failure}
                action={
                  <Button color="inherit" size="small" onClick={() => setAttempt(attempt + 1)}>
                    {t('data.retry')}
                  </Button>
                }
              >
                {t('skills.descriptionsFailed')}
              </Alert>
              <RankedTable {...table} descriptions={FAILED} />
            </>
          }
        >
          <Suspense fallback={<RankedTable {...table} descriptions={LOADING} />}>
            <RankedTableWithDescriptions
              {...table}
              descriptions={showsDescriptions ? descriptions : null}
            />
          </Suspense>
        </DescriptionsBoundary>
        <p className={styles.credit}>{t('skillsLists.credit')}</p>
      </div>
    </div>
  )
}

type RankedTableProps = {
  readonly rows: readonly SkillRow[]
  readonly columns: readonly SkillColumn[]
  readonly highlightedIds: ReadonlySet<string>
}

/** The ranked rows, in their own order: the headers do not sort. */
function RankedTable(props: RankedTableProps & { readonly descriptions: DescriptionsState }) {
  return <SkillsTable {...props} sort={[]} isVirtual />
}

/** The ranked rows, with the descriptions once their file is there when they are shown. */
function RankedTableWithDescriptions({
  descriptions: request,
  ...props
}: RankedTableProps & { readonly descriptions: Promise<SkillDescriptionTexts> | null }) {
  const texts = request === null ? null : use(request)
  const descriptions = useMemo<DescriptionsState>(
    () => (texts === null ? IDLE : { status: 'ready', texts }),
    [texts],
  )
  return <RankedTable {...props} descriptions={descriptions} />
}

/**
 * "Plan this build": the top skill of each filtered slot, in the inheritance planner. Drawn
 * disabled until every row is here (and while nothing is filtered), in the same place.
 */
function PlanListBuild({
  rows,
  settings,
  isPhone,
}: {
  readonly rows: readonly SkillRow[] | null
  readonly settings: SkillListsSettings
  readonly isPhone: boolean
}) {
  const t = useTranslate()
  const hintId = useId()
  const build = useMemo(
    () =>
      rows === null
        ? []
        : pickListBuild(rows, (slot) =>
            filtersOf(settings, slot).slice(0, isPhone ? 1 : undefined),
          ),
    [rows, settings, isPhone],
  )
  return (
    <div className={styles.plan}>
      <PlanBuildLink
        href={
          build.length === 0
            ? null
            : toPlannerHref({ wants: build.map((row) => row.id as SkillId) })
        }
        describedBy={hintId}
        className={styles.planButton}
      >
        {t('skillsLists.plan')}
      </PlanBuildLink>
      {build.length === 0 ? null : (
        <span id={hintId} className={styles.planHint}>
          {t('skillsLists.planHint', { skills: build.map((row) => row.name).join(', ') })}
        </span>
      )}
    </div>
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
      <div className={styles.settings}>
        <SelectField
          label={t('skillsLists.filterCount')}
          value={String(settings.filterCount)}
          onChange={(value) => onSettingsChange({ ...settings, filterCount: Number(value) })}
          options={FILTER_NUMBERS.map((number) => ({
            value: String(number),
            label: String(number),
          }))}
          className={styles.filterCount}
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
      </div>
      <div className={styles.filters}>
        {filters.map((text, index) => (
          <div
            key={FILTER_NUMBERS[index]}
            className={classNames(styles.filter, index > 0 && styles.laterFilter)}
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
                label={t('skillsLists.swap', { number: index + 1 })}
                onClick={() => swap(index)}
                className={index === 0 ? styles.fromSm : undefined}
              >
                <SwapVertIcon />
              </IconButton>
            ) : null}
            {index === filters.length - 1 || index === 0 ? (
              <IconButton
                label={t('skillsLists.clearAll')}
                onClick={() => setFilters([])}
                // The first filter's clear button is the phone's (its only filter).
                className={index === filters.length - 1 ? undefined : styles.onPhones}
              >
                <ClearAllIcon />
              </IconButton>
            ) : null}
          </div>
        ))}
      </div>
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
