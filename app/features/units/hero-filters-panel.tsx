import { memo, useEffect, useRef } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { CheckField } from '#app/components/ui/check-field.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { ELEMENTS, GENDERS, HERO_TRAITS, MOVE_TYPES, THEMES } from '#app/domain/hero.ts'
import {
  AVAILABILITY_FILTERS,
  EMPTY_HERO_FILTERS,
  EXCLUSIVE_FILTER_SLOTS,
  HERO_FLAGS,
  type HeroFilters,
} from '#app/domain/hero-filters.ts'
import { compileSearchQuery, sortByText } from '#app/domain/search.ts'
import { STATS, type StatOrTotal } from '#app/domain/stat.ts'
import { useStableValue } from '#app/hooks/use-stable-value.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroFilterOptions } from '#app/payloads/dataset-payloads.ts'
import { ChoiceButtons, FilterGroup, TriStateButton } from './components/filter-controls.tsx'
import { WeaponFilter } from './components/weapon-filter.tsx'
import styles from './hero-filters-panel.module.css'
import { HERO_SEARCH_DEFAULTS } from './hero-search.ts'
import { type UpdateHeroFilters, useHeroSearch } from './use-hero-search.ts'

/** The unit filters (reference §2.13), beside the page or in the phone's drawer. */
export function HeroFiltersPanel({ options }: { options: HeroFilterOptions }) {
  const t = useTranslate()
  const { update, updateFilters } = useHeroSearch()
  return (
    <div>
      <div className={styles.actions}>
        <Button
          size="small"
          onClick={() =>
            update(() => ({
              query: HERO_SEARCH_DEFAULTS.query,
              mode: HERO_SEARCH_DEFAULTS.mode,
              filters: EMPTY_HERO_FILTERS,
              page: 1,
            }))
          }
        >
          {t('units.filters.reset')}
        </Button>
      </div>
      <NameSearch t={t} />
      <OtherHeroFilters options={options} updateFilters={updateFilters} />
    </div>
  )
}

/** Every filter but the name search, which it is not re-rendered for. */
function OtherHeroFilters({
  options,
  updateFilters,
}: {
  options: HeroFilterOptions
  updateFilters: UpdateHeroFilters
}) {
  const { search } = useHeroSearch()
  // Painted apart (paint containment): typing in the name field above repaints the field, not
  // the 3,000 px of buttons, which took most of a keystroke's paint. The 4 px of padding keep
  // the buttons' focus outlines inside the clip, and the margin takes them back.
  return (
    <div className={styles.otherFilters}>
      <HeroFilterGroups
        options={options}
        filters={useStableValue(search.filters)}
        updateFilters={updateFilters}
      />
    </div>
  )
}

type FilterGroupProps = {
  options: HeroFilterOptions
  filters: HeroFilters
  updateFilters: UpdateHeroFilters
}

const HeroFilterGroups = memo(function HeroFilterGroups({
  options,
  filters,
  updateFilters,
}: FilterGroupProps) {
  const t = useTranslate()
  const books = Array.from({ length: options.books }, (_, index) => index + 1)
  return (
    <>
      <FilterGroup title={t('units.filters.availability')}>
        <ChoiceButtons
          options={AVAILABILITY_FILTERS}
          selected={filters.availability}
          labelOf={(value) => t(`units.availability.${value}`)}
          titleOf={(value) => t(`units.availabilityHints.${value}`)}
          onChange={(availability) => updateFilters(() => ({ availability }))}
        />
      </FilterGroup>
      <FilterGroup title={t('units.filters.traits')}>
        <ChoiceButtons
          options={HERO_TRAITS}
          selected={filters.traits}
          labelOf={(value) => t(`units.traits.${value}`)}
          onChange={(traits) => updateFilters(() => ({ traits }))}
        />
      </FilterGroup>
      <FilterGroup title={t('units.filters.elements')}>
        <ChoiceButtons
          options={ELEMENTS}
          selected={filters.elements}
          labelOf={(value) => t(`units.elements.${value}`)}
          onChange={(elements) => updateFilters(() => ({ elements }))}
        />
      </FilterGroup>
      <FilterGroup title={t('units.filters.flags')}>
        {HERO_FLAGS.map((flag) => (
          <TriStateButton
            key={flag}
            name={t(`units.flags.${flag}`)}
            state={filters.flags[flag] ?? 'any'}
            onChange={(state) =>
              updateFilters((previous) => ({ flags: { ...previous.flags, [flag]: state } }))
            }
            t={t}
          />
        ))}
      </FilterGroup>
      <FilterGroup title={t('units.filters.exclusive')}>
        {EXCLUSIVE_FILTER_SLOTS.map((slot) => (
          <TriStateButton
            key={slot}
            name={t(`units.slots.${slot}`)}
            state={filters.exclusive[slot] ?? 'any'}
            onChange={(state) =>
              updateFilters((previous) => ({ exclusive: { ...previous.exclusive, [slot]: state } }))
            }
            t={t}
          />
        ))}
      </FilterGroup>
      <FilterGroup title={t('units.filters.moveTypes')}>
        <ChoiceButtons
          options={MOVE_TYPES}
          selected={filters.moveTypes}
          labelOf={(value) => t(`units.moveTypes.${value}`)}
          onChange={(moveTypes) => updateFilters(() => ({ moveTypes }))}
        />
      </FilterGroup>
      <WeaponFilter
        selected={filters.weaponTypes}
        onChange={(weaponTypes) => updateFilters(() => ({ weaponTypes }))}
        t={t}
      />
      <FilterGroup title={t('units.filters.books')}>
        <ChoiceButtons
          options={books}
          selected={filters.books}
          labelOf={(value) => String(value)}
          titleOf={(value) => t('units.filters.book', { book: value })}
          onChange={(selected) => updateFilters(() => ({ books: selected }))}
        />
      </FilterGroup>
      <FilterGroup title={t('units.filters.games')}>
        <ChoiceButtons
          options={options.games}
          selected={filters.games}
          labelOf={(value) => value}
          onChange={(games) => updateFilters(() => ({ games }))}
        />
      </FilterGroup>
      <FilterGroup title={t('units.filters.themes')}>
        <ChoiceButtons
          options={sortByText(THEMES, (theme) => t(`units.themes.${theme}`))}
          selected={filters.themes}
          labelOf={(value) => t(`units.themes.${value}`)}
          onChange={(themes) => updateFilters(() => ({ themes }))}
        />
      </FilterGroup>
      <FilterGroup title={t('units.filters.genders')}>
        <ChoiceButtons
          options={GENDERS}
          selected={filters.genders}
          labelOf={(value) => t(`units.genders.${value}`)}
          onChange={(genders) => updateFilters(() => ({ genders }))}
        />
      </FilterGroup>
      <StatRanges options={options} filters={filters} updateFilters={updateFilters} t={t} />
    </>
  )
})

/** The name search: text (accent- and case-insensitive) or a regular expression. */
function NameSearch({ t }: { t: Translate }) {
  const { search, update } = useHeroSearch()
  const inputRef = useRef<HTMLInputElement>(null)
  // The field is the URL's: it follows back/forward and reset unless the player is typing in it.
  useEffect(() => {
    const input = inputRef.current
    if (input && input.value !== search.query && document.activeElement !== input)
      input.value = search.query
  }, [search.query])
  const compiled = compileSearchQuery(search.query, { mode: search.mode, accents: {} })
  const error = !compiled.ok && compiled.error === 'invalid-regular-expression'
  const isTooShort = search.query.trim() !== '' && !compiled.ok && compiled.error === 'too-short'
  return (
    <div className={styles.nameSearch}>
      <TextField
        inputRef={inputRef}
        defaultValue={search.query}
        label={t('units.filters.search')}
        type="search"
        size="small"
        fullWidth
        autoComplete="off"
        error={error}
        helperText={
          error
            ? t('units.filters.invalidRegularExpression')
            : isTooShort
              ? t('units.filters.tooShort')
              : t('units.filters.searchHint')
        }
        onChange={(event) => {
          const query = event.target.value
          update(() => ({ query, page: 1 }), { isTyping: true })
        }}
      />
      <CheckField
        look="switch"
        size="small"
        checked={search.mode === 'regularExpression'}
        onChange={(checked) =>
          update(() => ({ mode: checked ? 'regularExpression' : 'text', page: 1 }))
        }
        label={t('units.filters.regularExpression')}
      />
    </div>
  )
}

const RANGE_STATS: readonly StatOrTotal[] = [...STATS, 'baseStatTotal']

/** A lowest and a highest value per stat and for the BST; empty is open. */
function StatRanges({ options, filters, updateFilters, t }: FilterGroupProps & { t: Translate }) {
  const setBound = (stat: StatOrTotal, bound: 'min' | 'max', text: string) => {
    const value = text === '' ? null : Math.max(0, Math.min(999, Math.trunc(Number(text))))
    if (value !== null && Number.isNaN(value)) return
    updateFilters(
      (previous) => {
        const current = previous.statRanges[stat] ?? { min: null, max: null }
        return { statRanges: { ...previous.statRanges, [stat]: { ...current, [bound]: value } } }
      },
      { isTyping: true },
    )
  }
  return (
    <FilterGroup title={t('units.filters.stats')}>
      <div className={styles.statRanges}>
        {RANGE_STATS.map((stat) => {
          const range = filters.statRanges[stat]
          const label = t(`units.columns.${stat}`)
          return ['min', 'max'].map((bound) => (
            <TextField
              key={`${stat}-${bound}`}
              size="small"
              type="number"
              label={t(bound === 'min' ? 'units.filters.minimum' : 'units.filters.maximum', {
                stat: label,
              })}
              value={range?.[bound as 'min' | 'max'] ?? ''}
              placeholder={bound === 'min' ? '0' : String(options.statMaxima[stat])}
              slotProps={{
                htmlInput: { min: 0, max: options.statMaxima[stat], inputMode: 'numeric' },
              }}
              onChange={(event) => setBound(stat, bound as 'min' | 'max', event.target.value)}
            />
          ))
        })}
      </div>
    </FilterGroup>
  )
}
