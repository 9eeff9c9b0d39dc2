import { useMemo } from 'react'
import { Combobox } from '#app/components/ui/combobox.tsx'
import { matchTextContaining } from '#app/components/ui/combobox-options.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { PlanSkill } from '#app/domain/inheritance-plan.ts'
import type { WantSlot } from '#app/domain/skill.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PlannerPayload } from '../planner-payload-decode.ts'

const nameOf = (skill: PlanSkill) => skill.name
const idOf = (skill: PlanSkill) => skill.id

/** The skill wanted in one slot, offered only among those the hero may inherit. */
export function WantPicker({
  payload,
  heroId,
  slot,
  value,
  onChange,
}: {
  readonly payload: PlannerPayload
  readonly heroId: HeroId
  readonly slot: WantSlot
  readonly value: PlanSkill | null
  readonly onChange: (skill: PlanSkill | null) => void
}) {
  const t = useTranslate()
  const options = useMemo(() => payload.listWantableSkills(heroId, slot), [payload, heroId, slot])
  const createMatcher = useMemo(
    () => (query: string) =>
      matchTextContaining(query, (skill: PlanSkill) => payload.skillTexts.get(skill.id) ?? ''),
    [payload.skillTexts],
  )
  const slotName = t(`inheritancePlanner.slots.${slot}`)
  return (
    <Combobox
      label={slotName}
      options={options}
      value={value}
      onChange={onChange}
      getOptionLabel={nameOf}
      getOptionKey={idOf}
      createMatcher={createMatcher}
      noMatchText={t('inheritancePlanner.targets.noSkill')}
      size="small"
      selectsOnFocus
    />
  )
}
