import { Combobox } from '#app/components/ui/combobox.tsx'
import type { SkillId } from '#app/domain/skill.ts'
import type { OptionSkill } from '#app/domain/skill-options.ts'

type SkillPickerProps = {
  readonly label: string
  readonly noMatchText: string
  /** The skills the hero can inherit in this slot, best rated first. */
  readonly options: readonly OptionSkill[]
  readonly value: OptionSkill | null
  readonly onChange: (skillId: SkillId | null) => void
}

const nameOf = (skill: OptionSkill) => skill.name
const keyOf = (skill: OptionSkill) => skill.id

/** Picks one skill of a slot by name, among those the hero can inherit. */
export function SkillPicker({ label, noMatchText, options, value, onChange }: SkillPickerProps) {
  return (
    <Combobox
      label={label}
      options={options}
      value={value}
      onChange={(skill) => onChange(skill?.id ?? null)}
      getOptionLabel={nameOf}
      getOptionKey={keyOf}
      noMatchText={noMatchText}
    />
  )
}
