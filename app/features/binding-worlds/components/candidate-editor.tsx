import { type FormEvent, useId, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { HeroCombobox } from '#app/components/ui/hero-combobox.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { HIDING_REASONS, type HidingReason } from '#app/domain/binding-worlds.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { keepInheritableSkills, listSkillOptions } from '#app/domain/skill-options.ts'
import { STATS, type Stat } from '#app/domain/stat.ts'
import { useInputMask } from '#app/features/binding-worlds/input-mask.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PlannerData } from '#app/payloads/planner-data.ts'
import { CANDIDATE_SLOTS, type Candidate, type CandidateKit } from '../binding-worlds-storage.ts'
import {
  type CandidateDraft,
  type CandidateFormErrors,
  type FieldError,
  validateCandidateForm,
} from '../candidate-form.ts'
import styles from './candidate-editor.module.css'
import { SkillPicker } from './skill-picker.tsx'

type CandidateEditorProps = {
  readonly title: string
  readonly draft: CandidateDraft
  readonly planner: PlannerData
  readonly onSave: (candidate: Candidate) => void
  readonly onCancel: () => void
}

const NONE = 'none'

/** The form of one candidate, checked with the spec's messages when it is saved. */
export function CandidateEditor({ title, draft, planner, onSave, onCancel }: CandidateEditorProps) {
  const t = useTranslate()
  const titleId = useId()
  const [level, setLevel] = useState(String(draft.enclosureLevel))
  const [heroId, setHeroId] = useState<HeroId | null>(draft.heroId)
  const [rating, setRating] = useState(draft.rating)
  const [asset, setAsset] = useState<Stat | null>(draft.asset)
  const [flaw, setFlaw] = useState<Stat | null>(draft.flaw)
  const [notes, setNotes] = useState(draft.notes)
  const [hidingReason, setHidingReason] = useState<HidingReason | null>(draft.hidingReason)
  const [kit, setKit] = useState<CandidateKit>(draft.kit)
  const [errors, setErrors] = useState<CandidateFormErrors>({})
  const levelRef = useRef<HTMLInputElement | null>(null)
  // Spec §5 masks: two digits for the level, "9.5" for the rating.
  const levelMask = useInputMask({ mask: '##' }, (value) => setLevel(value.masked))
  const ratingMask = useInputMask({ mask: '#.#', eager: true }, (value) => setRating(value.masked))
  const hero = heroId === null ? null : (planner.heroesById.get(heroId) ?? null)
  const message = (error: FieldError | undefined): string | null => {
    if (error === undefined) return null
    return error === 'enclosureRange'
      ? t('bindingWorlds.form.enclosureRange')
      : t(`validation.${error}`)
  }
  const changeHero = (next: HeroId | null) => {
    setHeroId(next)
    const nextHero = next === null ? null : planner.heroesById.get(next)
    setKit((current) => keepInheritableSkills(current, nextHero ?? null, planner.skillsById))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateCandidateForm({ enclosureLevel: level, heroId, rating })
    setErrors(found)
    if (found.enclosureLevel) levelRef.current?.focus()
    if (Object.keys(found).length > 0 || heroId === null) return
    onSave({
      id: draft.id,
      enclosureLevel: Number(level),
      heroId,
      rating: rating.trim(),
      asset,
      flaw,
      notes,
      hidingReason,
      kit,
    })
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className={styles.form}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <div className={styles.identity}>
        <TextField
          size="small"
          label={t('bindingWorlds.form.enclosureLevel')}
          required
          defaultValue={level}
          onChange={(event) => setLevel(event.target.value)}
          error={errors.enclosureLevel !== undefined}
          helperText={message(errors.enclosureLevel) ?? t('bindingWorlds.form.enclosureHint')}
          inputRef={(input: HTMLInputElement | null) => {
            levelRef.current = input
            return levelMask(input)
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <div className={styles.hero}>
          <HeroCombobox
            label={t('bindingWorlds.form.hero')}
            noMatchText={t('bindingWorlds.form.noHero')}
            heroes={planner.heroes}
            value={hero}
            onChange={changeHero}
            isRequired
            error={message(errors.heroId)}
          />
        </div>
        <TextField
          size="small"
          label={t('bindingWorlds.form.rating')}
          defaultValue={rating}
          onChange={(event) => setRating(event.target.value)}
          error={errors.rating !== undefined}
          helperText={message(errors.rating) ?? t('bindingWorlds.form.ratingHint')}
          inputRef={ratingMask}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      </div>
      <div className={styles.choices}>
        <StatSelect label={t('bindingWorlds.form.asset')} value={asset} onChange={setAsset} />
        <StatSelect label={t('bindingWorlds.form.flaw')} value={flaw} onChange={setFlaw} />
        <SelectField
          label={t('bindingWorlds.form.hidingReason')}
          value={hidingReason ?? NONE}
          onChange={(value) => setHidingReason(value === NONE ? null : (value as HidingReason))}
          options={[
            { value: NONE, label: t('bindingWorlds.form.notHidden') },
            ...HIDING_REASONS.map((reason) => ({
              value: reason,
              label: t(`bindingWorlds.hidingReasons.${reason}`),
            })),
          ]}
          className={styles.hidingReason}
        />
      </div>
      <TextField
        size="small"
        label={t('bindingWorlds.form.notes')}
        multiline
        minRows={2}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className={styles.kit}>
        {CANDIDATE_SLOTS.map((slot) => {
          const skillId = kit[slot]
          return (
            <SkillPicker
              key={slot}
              label={t(`skills.slots.${slot}`)}
              noMatchText={
                hero ? t('bindingWorlds.form.noSkill') : t('bindingWorlds.form.pickHeroFirst')
              }
              options={hero ? listSkillOptions(planner.skills, { hero, slot, hall: null }) : []}
              value={skillId === null ? null : (planner.skillsById.get(skillId) ?? null)}
              onChange={(next) => setKit((current) => ({ ...current, [slot]: next }))}
            />
          )
        })}
      </div>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('bindingWorlds.form.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('bindingWorlds.form.save')}
        </Button>
      </div>
    </form>
  )
}

/** A new candidate's starting values. */
function StatSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: Stat | null
  onChange: (stat: Stat | null) => void
}) {
  const t = useTranslate()
  return (
    <SelectField
      label={label}
      value={value ?? NONE}
      onChange={(next) => onChange(next === NONE ? null : (next as Stat))}
      options={[
        { value: NONE, label: t('bindingWorlds.form.neutral') },
        ...STATS.map((stat) => ({ value: stat, label: t(`units.columns.${stat}`) })),
      ]}
    />
  )
}
