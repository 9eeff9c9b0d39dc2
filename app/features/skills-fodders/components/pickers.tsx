import { useMemo } from 'react'
import { Chip } from '#app/components/ui/chip.tsx'
import { Combobox } from '#app/components/ui/combobox.tsx'
import { matchTextContaining, type OptionMatcher } from '#app/components/ui/combobox-options.ts'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import type { PeelerHero, PeelerSkill } from '#app/domain/peeler.ts'
import { sortByText } from '#app/domain/search.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'

type PickerCommon = {
  readonly isLoading: boolean
  /** Asks for the data when the box gets focus, until it is there. */
  readonly onNeedData: (() => void) | undefined
}

type Searchable = { readonly id: string }

/** Matches the options whose search text (names, abbreviations) holds what was typed. */
function useSearchTextMatcher<Option extends Searchable>(
  texts: ReadonlyMap<string, string>,
): (query: string) => OptionMatcher<Option> | null {
  return useMemo(
    () => (query: string) =>
      matchTextContaining(query, (option: Option) => texts.get(option.id) ?? ''),
    [texts],
  )
}

const idOf = (option: Searchable) => option.id
const skillNameOf = (skill: PeelerSkill) => skill.name
const heroNameOf = (hero: PeelerHero) => hero.fullName

/** A combobox over skill names; several may be picked, each shown as a chip in the box. */
export function SkillPicker({
  skills,
  texts,
  value,
  onChange,
  isLoading,
  onNeedData,
}: PickerCommon & {
  readonly skills: readonly PeelerSkill[]
  readonly texts: ReadonlyMap<string, string>
  readonly value: readonly PeelerSkill[]
  readonly onChange: (skills: readonly PeelerSkill[]) => void
}) {
  const t = useTranslate()
  const createMatcher = useSearchTextMatcher<PeelerSkill>(texts)
  const offered = useMemo(() => {
    const picked = new Set(value.map((skill) => skill.id))
    return skills.filter((skill) => !picked.has(skill.id))
  }, [skills, value])
  return (
    <Combobox
      label={t('skillsFodders.skillPicker')}
      options={offered}
      // Each pick joins the chips and empties the box, ready for the next name.
      value={null}
      onChange={(skill) => {
        if (skill) onChange([...value, skill])
      }}
      getOptionLabel={skillNameOf}
      getOptionKey={idOf}
      renderOption={(skill) => (
        <>
          <SlotIcon category={skill.category} />
          {skill.name}
        </>
      )}
      createMatcher={createMatcher}
      size="medium"
      placeholder={value.length === 0 ? t('skillsFodders.skillPlaceholder') : undefined}
      noMatchText={t('skillsFodders.noSkill')}
      isLoading={isLoading}
      loadingText={t('skillsFodders.loading')}
      onFocus={onNeedData}
      startAdornment={
        value.length === 0
          ? undefined
          : value.map((skill) => (
              <Chip
                key={skill.id}
                size="small"
                label={skill.name}
                onDelete={() => onChange(value.filter((each) => each.id !== skill.id))}
                deleteLabel={t('skillsFodders.removeSkill', { name: skill.name })}
              />
            ))
      }
      onBackspaceEmpty={() => onChange(value.slice(0, -1))}
    />
  )
}

/** A combobox over heroes' names and abbreviations; one hero. */
export function HeroPicker({
  label,
  heroes,
  texts,
  value,
  onChange,
  isLoading,
  onNeedData,
}: PickerCommon & {
  readonly label: string
  readonly heroes: readonly PeelerHero[]
  readonly texts: ReadonlyMap<string, string>
  readonly value: PeelerHero | null
  readonly onChange: (hero: PeelerHero | null) => void
}) {
  const t = useTranslate()
  const createMatcher = useSearchTextMatcher<PeelerHero>(texts)
  const sorted = useMemo(() => sortByText(heroes, (hero) => hero.fullName), [heroes])
  return (
    <Combobox
      label={label}
      options={sorted}
      value={value}
      onChange={onChange}
      getOptionLabel={heroNameOf}
      getOptionKey={idOf}
      createMatcher={createMatcher}
      size="medium"
      noMatchText={t('skillsFodders.noHero')}
      isLoading={isLoading}
      loadingText={t('skillsFodders.loading')}
      onFocus={onNeedData}
    />
  )
}
