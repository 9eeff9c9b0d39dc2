import CloseIcon from '@mui/icons-material/Close'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useEffect, useId, useState } from 'react'
import { useTranslate } from '#app/lib/i18n.tsx'
import type { EquippableSkill } from '#app/lib/score-calc-page.ts'
import type { EquippableSkillsState } from '../use-equippable-skills.ts'

type SkillPickerProps = {
  readonly label: string
  /** The skill picked by name, or null (then the SP alone, e.g. after "load the maximum"). */
  readonly skillName: string | null
  readonly sp: number
  /** Null until the hero's list has loaded (on the first focus of any of its pickers). */
  readonly options: readonly EquippableSkill[] | null
  readonly status: EquippableSkillsState['status']
  readonly onFocus: () => void
  readonly onPick: (skill: EquippableSkill | null) => void
}

/**
 * A slot's skill, picked by name among those the hero can equip (the browser's own
 * suggestions): the score takes its SP. Remove empties the slot.
 */
export function SkillPicker(props: SkillPickerProps) {
  const t = useTranslate()
  const listId = useId()
  const optionLabel = (skill: EquippableSkill) =>
    t('scoreCalc.skillOption', { name: skill.name, sp: skill.sp })
  const shown = props.skillName ?? (props.sp > 0 ? t('scoreCalc.sp', { sp: props.sp }) : '')
  const [text, setText] = useState(shown)
  const isSet = props.skillName !== null || props.sp > 0
  const { options, onPick } = props
  // A suggestion picked (or a name typed before the list arrived) goes into the slot.
  useEffect(() => {
    const skill = options?.find(
      (option) => t('scoreCalc.skillOption', { name: option.name, sp: option.sp }) === text,
    )
    if (skill) {
      setText(skill.name)
      onPick(skill)
    }
  }, [options, text, onPick, t])
  return (
    <>
      <TextField
        size="small"
        fullWidth
        label={props.label}
        value={text}
        placeholder={t('scoreCalc.none')}
        onFocus={(event) => {
          props.onFocus()
          event.target.select()
        }}
        onChange={(event) => setText(event.target.value)}
        // A name typed but not picked goes back to what the slot holds.
        onBlur={() => setText(shown)}
        helperText={
          props.status === 'failed'
            ? t('search.failed')
            : props.status === 'loading'
              ? t('search.loading')
              : undefined
        }
        slotProps={{
          htmlInput: { list: listId, autoComplete: 'off' },
          input: {
            endAdornment: isSet ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={t('scoreCalc.clearSkill', { slot: props.label })}
                  onClick={() => {
                    setText('')
                    props.onPick(null)
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
      <datalist id={listId}>
        {props.options?.map((skill) => (
          <option key={skill.id} value={optionLabel(skill)} />
        ))}
      </datalist>
    </>
  )
}
