import { useCallback } from 'react'
import { Combobox } from '#app/components/ui/combobox.tsx'
import type { EquippableSkill } from '#app/features/score-calc/score-calc-data.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'

type SkillPickerProps = {
  readonly label: string
  /** The skill picked by name, or null (then the SP alone, e.g. after "load the maximum"). */
  readonly skillName: string | null
  readonly sp: number
  /** Null until the hero's list has loaded (on the first focus of any of its pickers). */
  readonly options: readonly EquippableSkill[] | null
  readonly isLoading: boolean
  readonly onFocus: () => void
  readonly onPick: (skill: EquippableSkill | null) => void
}

const idOf = (skill: EquippableSkill) => skill.id

/**
 * A slot's skill, picked by name among those the hero can equip (typed or pasted whole, or
 * chosen among the suggestions): the score takes its SP. Clear empties the slot.
 */
export function SkillPicker(props: SkillPickerProps) {
  const t = useTranslate()
  const optionLabel = useCallback(
    (skill: EquippableSkill) => t('scoreCalc.skillOption', { name: skill.name, sp: skill.sp }),
    [t],
  )
  return (
    <Combobox
      label={props.label}
      options={props.options ?? []}
      // The slot holds a name (or SP alone), not an option: the box shows that text.
      value={null}
      valueText={props.skillName ?? (props.sp > 0 ? t('scoreCalc.sp', { sp: props.sp }) : '')}
      onChange={props.onPick}
      getOptionLabel={optionLabel}
      getOptionKey={idOf}
      picksExactText
      selectsOnFocus
      placeholder={t('scoreCalc.none')}
      noMatchText={t('scoreCalc.noSkill')}
      isLoading={props.isLoading}
      loadingText={t('search.loading')}
      onFocus={props.onFocus}
      clearLabel={t('scoreCalc.clearSkill', { slot: props.label })}
      helperText={props.isLoading ? t('search.loading') : undefined}
    />
  )
}
