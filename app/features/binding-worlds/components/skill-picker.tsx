import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import type { SkillId } from '#app/domain/skill.ts'
import type { OptionSkill } from '#app/domain/skill-options.ts'

const filterSkills = createFilterOptions<OptionSkill>({
  limit: 50,
  ignoreAccents: true,
  stringify: (skill) => skill.name,
})

type SkillPickerProps = {
  readonly label: string
  readonly noMatchText: string
  /** The skills the hero can inherit in this slot, best rated first. */
  readonly options: readonly OptionSkill[]
  readonly value: OptionSkill | null
  readonly onChange: (skillId: SkillId | null) => void
}

/** Picks one skill of a slot by name, among those the hero can inherit. */
export function SkillPicker({ label, noMatchText, options, value, onChange }: SkillPickerProps) {
  return (
    <Autocomplete
      options={options as OptionSkill[]}
      value={value}
      onChange={(_event, skill) => onChange(skill?.id ?? null)}
      filterOptions={filterSkills}
      getOptionLabel={(skill) => skill.name}
      getOptionKey={(skill) => skill.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      size="small"
      autoHighlight
      noOptionsText={noMatchText}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  )
}
