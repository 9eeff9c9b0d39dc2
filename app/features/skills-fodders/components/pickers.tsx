import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { useMemo, useState } from 'react'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import type { PeelerHero, PeelerSkill } from '#app/domain/peeler.ts'
import { useTranslate } from '#app/lib/i18n.tsx'

/** Enough options to choose from; typing narrows them (thousands would slow each key). */
const MAX_OPTIONS = 50

/** The options whose search text holds the typed text, case and accents aside. */
function filterByText<Option extends { readonly id: string }>(
  options: readonly Option[],
  query: string,
  texts: ReadonlyMap<string, string>,
): Option[] {
  const needle = query.trim().toLowerCase()
  const matches: Option[] = []
  for (const option of options) {
    if (needle === '' || (texts.get(option.id) ?? '').toLowerCase().includes(needle)) {
      matches.push(option)
      if (matches.length === MAX_OPTIONS) break
    }
  }
  return matches
}

type PickerCommon = {
  readonly isLoading: boolean
  /** Asks for the data the first time the box gets focus. */
  readonly onNeedData: () => void
}

/** An accessible combobox over skill names; several may be picked. */
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
  return (
    <Autocomplete
      multiple
      options={skills}
      value={[...value]}
      onChange={(_event, next) => onChange(next)}
      onOpen={onNeedData}
      onFocus={onNeedData}
      loading={isLoading}
      loadingText={t('skillsFodders.loading')}
      noOptionsText={t('skillsFodders.noSkill')}
      filterOptions={(options, state) => filterByText(options, state.inputValue, texts)}
      getOptionLabel={(skill) => skill.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterSelectedOptions
      renderOption={({ key, ...props }, skill) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <SlotIcon category={skill.category} />
          {skill.name}
        </Box>
      )}
      renderInput={(params: AutocompleteRenderInputParams) => (
        <TextField
          {...params}
          label={t('skillsFodders.skillPicker')}
          placeholder={value.length === 0 ? t('skillsFodders.skillPlaceholder') : undefined}
        />
      )}
    />
  )
}

/** An accessible combobox over heroes' names and abbreviations; one hero. */
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
  const [input, setInput] = useState('')
  const sorted = useMemo(
    () => [...heroes].sort((a, b) => a.fullName.localeCompare(b.fullName)),
    [heroes],
  )
  return (
    <Autocomplete
      options={sorted}
      value={value}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, next) => onChange(next)}
      onOpen={onNeedData}
      onFocus={onNeedData}
      loading={isLoading}
      loadingText={t('skillsFodders.loading')}
      noOptionsText={t('skillsFodders.noHero')}
      // MUI passes an empty text while the box shows the chosen hero: every hero is offered.
      filterOptions={(options, state) => filterByText(options, state.inputValue, texts)}
      getOptionLabel={(hero) => hero.fullName}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderInput={(params: AutocompleteRenderInputParams) => (
        <TextField
          {...params}
          label={label}
          // A hero set from the URL once the data arrives fills the box: lift the label.
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: input !== '' || undefined },
          }}
        />
      )}
    />
  )
}
