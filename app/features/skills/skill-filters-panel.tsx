import { memo, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { AVAILABILITY_CATEGORIES } from '#app/domain/availability.ts'
import { MOVE_TYPES } from '#app/domain/hero.ts'
import { SKILL_CATEGORIES } from '#app/domain/skill.ts'
import {
  type HallOfFormsChamber,
  RANGE_BOUNDS,
  RANGE_FIELDS,
  WEAPON_BUTTONS,
} from '#app/domain/skill-table.ts'
import { useStableValue } from '#app/hooks/use-stable-value.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import {
  ChipGroup,
  FilterSection,
  RangeField,
  TriStateField,
} from './components/filter-controls.tsx'
import { SearchField } from './components/search-field.tsx'
import styles from './skill-filters-panel.module.css'
import {
  COMBINE_MODES,
  type CombineMode,
  filterDefaults,
  HALL_OF_FORMS_CHAMBERS,
  HALL_OF_FORMS_VERSIONS,
  type HallOfFormsVersion,
  type SkillSearch,
} from './skill-search.ts'
import { type UpdateSkillSearch, useSkillSearch } from './use-skill-search.ts'

/** The skill filters layout's panel (reference §2.14): every filter writes the URL. */
export function SkillFiltersPanel() {
  const t = useTranslate()
  const { search, update } = useSkillSearch()
  // Typing in a search field re-renders the fields, not every other filter.
  const otherFilters = useStableValue({ ...search, name: '', description: '' })
  // Reached for (a pointer over it, the focus in it), the panel draws its sliders, in view or not.
  const [isReachedFor, setReachedFor] = useState(false)
  const reachFor = () => setReachedFor(true)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens, to load the sliders
    <div onPointerEnter={reachFor} onFocus={reachFor}>
      <SearchField
        label={t('skills.filters.name')}
        value={search.name}
        mode={search.nameMode}
        onChange={(name) => update({ name }, { isTyping: true })}
        onModeChange={(nameMode) => update({ nameMode })}
      />
      <SearchField
        label={t('skills.filters.description')}
        value={search.description}
        mode={search.descriptionMode}
        onChange={(description) => update({ description }, { isTyping: true })}
        onModeChange={(descriptionMode) => update({ descriptionMode })}
      />
      <OtherSkillFilters search={otherFilters} update={update} isReachedFor={isReachedFor} />
    </div>
  )
}

/** Every filter but the two search fields. */
const OtherSkillFilters = memo(function OtherSkillFilters({
  search,
  update,
  isReachedFor,
}: {
  search: SkillSearch
  update: UpdateSkillSearch
  isReachedFor: boolean
}) {
  const t = useTranslate()
  return (
    <>
      <FilterSection title={t('skills.filters.availability')}>
        <ChipGroup
          options={AVAILABILITY_CATEGORIES}
          selected={search.availability}
          labelOf={(category) => t(`skills.availability.${category}`)}
          titleOf={(category) => t(`skills.availabilityLong.${category}`)}
          onChange={(availability) => update({ availability })}
        />
      </FilterSection>
      <FilterSection title={t('skills.filters.hallOfForms')}>
        {/* One above the other: side by side, the panel cuts their choices short. */}
        <div className={styles.stack}>
          <SelectField
            label={t('skills.filters.chamber')}
            value={search.hallOfForms}
            onChange={(value) => update({ hallOfForms: value as HallOfFormsChamber })}
            options={[
              { value: 'none', label: t('skills.filters.chamberNone') },
              ...HALL_OF_FORMS_CHAMBERS.map((chamber) => ({
                value: chamber,
                label: t(`skills.filters.chambers.${chamber}`),
              })),
            ]}
          />
          <SelectField
            label={t('skills.filters.hallVersion')}
            value={search.hallOfFormsVersion}
            onChange={(value) => update({ hallOfFormsVersion: value as HallOfFormsVersion })}
            options={HALL_OF_FORMS_VERSIONS.map((version) => ({
              value: version,
              label: t(`skills.filters.hallVersionsPlain.${version}`),
            }))}
            disabled={search.hallOfForms === 'none'}
          />
        </div>
      </FilterSection>
      <FilterSection title={t('skills.filters.type')}>
        <TriStateField
          label={t('skills.filters.isMax')}
          value={search.isMax}
          onChange={(isMax) => update({ isMax })}
        />
        <TriStateField
          label={t('skills.filters.isExclusive')}
          value={search.isExclusive}
          onChange={(isExclusive) => update({ isExclusive })}
        />
        <TriStateField
          label={t('skills.filters.isArcane')}
          value={search.isArcane}
          onChange={(isArcane) => update({ isArcane })}
        />
      </FilterSection>
      <FilterSection
        title={t('skills.filters.slotsAndWeapons')}
        hint={t('skills.filters.slotsAndWeaponsHint')}
      >
        <ChipGroup
          options={SKILL_CATEGORIES}
          selected={search.slots}
          labelOf={(category) => t(`skills.slots.${category}`)}
          onChange={(slots) => update({ slots })}
        />
        <div className={styles.weapons}>
          <ChipGroup
            options={WEAPON_BUTTONS}
            selected={search.weapons}
            labelOf={(button) => t(`skills.weaponButtons.${button}`)}
            onChange={(weapons) => update({ weapons })}
          />
        </div>
      </FilterSection>
      <FilterSection
        title={t('skills.filters.whoCanInherit')}
        hint={t('skills.filters.whoCanInheritHint')}
      >
        <ChipGroup
          options={MOVE_TYPES}
          selected={search.inheritMoves}
          labelOf={(move) => t(`skills.moves.${move}`)}
          onChange={(inheritMoves) => update({ inheritMoves })}
        />
        <div className={classNames(styles.weapons, styles.beforeModes)}>
          <ChipGroup
            options={WEAPON_BUTTONS}
            selected={search.inheritWeapons}
            labelOf={(button) => t(`skills.weaponButtons.${button}`)}
            onChange={(inheritWeapons) => update({ inheritWeapons })}
          />
        </div>
        <div className={styles.beforeModes}>
          <CombineModeSelect
            label={t('skills.filters.moveMode')}
            value={search.moveMode}
            onChange={(moveMode) => update({ moveMode })}
          />
        </div>
        <CombineModeSelect
          label={t('skills.filters.weaponMode')}
          value={search.weaponMode}
          onChange={(weaponMode) => update({ weaponMode })}
        />
      </FilterSection>
      <FilterSection title={t('skills.filters.ranges')}>
        {RANGE_FIELDS.map((field) => (
          <RangeField
            key={field}
            label={t(`skills.filters.rangeFields.${field}`)}
            bounds={RANGE_BOUNDS[field]}
            step={field === 'sp' ? 10 : 1}
            value={search.ranges[field] ?? RANGE_BOUNDS[field]}
            onChange={(range) => update({ ranges: { ...search.ranges, [field]: range } })}
            isReachedFor={isReachedFor}
          />
        ))}
      </FilterSection>
      <FilterSection
        title={t('skills.filters.preInheritance')}
        hint={t('skills.filters.preInheritanceHint')}
      >
        <ChipGroup
          options={AVAILABILITY_CATEGORIES}
          selected={search.preInheritance}
          labelOf={(category) => t(`skills.availability.${category}`)}
          titleOf={(category) => t(`skills.availabilityLong.${category}`)}
          onChange={(preInheritance) => update({ preInheritance })}
        />
      </FilterSection>
      <Button variant="outlined" fullWidth onClick={() => update(filterDefaults())}>
        {t('skills.filters.reset')}
      </Button>
    </>
  )
})

/** Whether the chosen moves (or weapons) must all be able to inherit, or any one of them. */
function CombineModeSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: CombineMode
  onChange: (mode: CombineMode) => void
}) {
  const t = useTranslate()
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(next) => onChange(next as CombineMode)}
      options={COMBINE_MODES.map((mode) => ({
        value: mode,
        label: t(`skills.filters.modes.${mode}`),
      }))}
      fullWidth
    />
  )
}
