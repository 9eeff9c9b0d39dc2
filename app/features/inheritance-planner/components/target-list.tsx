import { memo, useId, useMemo, useState } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CheckField } from '#app/components/ui/check-field.tsx'
import { Combobox } from '#app/components/ui/combobox.tsx'
import { matchTextContaining } from '#app/components/ui/combobox-options.ts'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { CloseIcon } from '#app/components/ui/icons/close.tsx'
import list from '#app/components/ui/list.module.css'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { type Barracks, listOwnedHeroIds } from '#app/domain/barracks-model.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { PlanSkill } from '#app/domain/inheritance-plan.ts'
import type { PeelerHero } from '#app/domain/peeler.ts'
import { type SkillId, WANT_SLOTS, type WantSlot } from '#app/domain/skill.ts'
import type { Rarity } from '#app/domain/stat.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { MAX_TARGETS, type PlannerTargetSearch } from '#app/lib/planner-link.ts'
import { findTargetEntry, type TargetNote } from '../plan-inputs.ts'
import { skillNamesOf } from '../plan-text.ts'
import type { PlannerPayload } from '../planner-payload-decode.ts'
import type { PlannerSearch } from '../planner-search.ts'
import styles from './target-list.module.css'
import { WantPicker } from './want-picker.tsx'

type ChangeSearch = (change: (current: PlannerSearch) => PlannerSearch) => void

const heroNameOf = (hero: PeelerHero) => hero.fullName
const heroIdOf = (hero: PeelerHero) => hero.id

/**
 * The heroes to teach: one added by name (the player's own first if they wish), and each one's
 * wants by slot. Skills a link brought without a hero go to the next hero added.
 */
export const TargetList = memo(function TargetList({
  payload,
  dataDemand,
  barracks,
  targets,
  pendingWants,
  notes,
  onChange,
}: {
  readonly payload: PlannerPayload
  /** Before the data: the picker's focus asks for it, and says it is coming. */
  readonly dataDemand: { readonly isLoading: boolean; readonly ask: () => void } | null
  readonly barracks: Barracks
  readonly targets: PlannerSearch['targets']
  readonly pendingWants: readonly SkillId[]
  readonly notes: readonly TargetNote[]
  readonly onChange: ChangeSearch
}) {
  const t = useTranslate()
  const [isOwnedOnly, setOwnedOnly] = useState(false)
  // What the last hero added could not be taught of the skills waiting for it: said once.
  const [refused, setRefused] = useState<{
    readonly heroId: HeroId
    readonly skillIds: readonly SkillId[]
  } | null>(null)
  const owned = useMemo(() => listOwnedHeroIds(barracks), [barracks])
  // A hero is taught once per plan: its wants gather on one card.
  const options = useMemo(() => {
    const taught = new Set(targets.map((target) => target.heroId))
    return payload.heroes.filter(
      (hero) => !taught.has(hero.id) && (!isOwnedOnly || owned.has(hero.id)),
    )
  }, [payload.heroes, owned, isOwnedOnly, targets])
  const createMatcher = useMemo(
    () => (query: string) =>
      matchTextContaining(query, (hero: PeelerHero) => payload.heroTexts.get(hero.id) ?? ''),
    [payload.heroTexts],
  )
  const isFull = targets.length >= MAX_TARGETS
  const add = (heroId: HeroId) => {
    const split = payload.splitWantableSkills(heroId, pendingWants)
    setRefused(split.refused.length > 0 ? { heroId, skillIds: split.refused } : null)
    onChange((current) => ({
      ...current,
      pendingWants: [],
      targets: [
        ...current.targets,
        { heroId, rarity: 5 as const, isOwned: owned.has(heroId), wants: split.wants },
      ].slice(0, MAX_TARGETS),
    }))
  }
  return (
    <div className={styles.targets}>
      {pendingWants.length > 0 ? (
        <Alert
          severity="info"
          role="note"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => onChange((current) => ({ ...current, pendingWants: [] }))}
            >
              {t('inheritancePlanner.targets.pendingDrop')}
            </Button>
          }
        >
          {t('inheritancePlanner.targets.pending', {
            skills: skillNamesOf(payload.data, pendingWants),
          })}
        </Alert>
      ) : null}
      {refused === null ? null : (
        <p className={styles.note} role="status">
          {t('inheritancePlanner.targets.pendingRefused', {
            hero: payload.data.heroesById.get(refused.heroId)?.fullName ?? refused.heroId,
            skills: skillNamesOf(payload.data, refused.skillIds),
          })}
        </p>
      )}
      <div className={styles.add}>
        <Combobox
          label={t('inheritancePlanner.targets.add')}
          options={options}
          value={null}
          onChange={(hero) => hero && add(hero.id)}
          getOptionLabel={heroNameOf}
          getOptionKey={heroIdOf}
          createMatcher={createMatcher}
          renderOption={(hero) => (
            <span>
              {hero.fullName}
              {owned.has(hero.id) ? (
                <span className={list.secondary}> · {t('inheritancePlanner.targets.owned')}</span>
              ) : null}
            </span>
          )}
          noMatchText={t('inheritancePlanner.targets.noHero')}
          // A whole name typed while the heroes came is chosen when they arrive.
          picksExactText
          isLoading={dataDemand?.isLoading ?? false}
          loadingText={t('inheritancePlanner.loading')}
          onFocus={dataDemand?.ask}
          isDisabled={isFull}
          helperText={isFull ? t('inheritancePlanner.targets.full', { count: MAX_TARGETS }) : null}
        />
        <CheckField
          look="switch"
          checked={isOwnedOnly}
          onChange={setOwnedOnly}
          label={t('inheritancePlanner.targets.onlyOwned')}
        />
      </div>
      {targets.length === 0 ? (
        <p className={styles.empty}>{t('inheritancePlanner.targets.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('inheritancePlanner.targets.list')}>
          {targets.map((target, targetIndex) => (
            <TargetCard
              // The same hero may be taught twice (two copies): the place names a card.
              // biome-ignore lint/suspicious/noArrayIndexKey: targets have no id but their place in the URL.
              key={`${targetIndex}-${target.heroId}`}
              payload={payload}
              barracks={barracks}
              target={target}
              note={notes.find((note) => note.targetIndex === targetIndex) ?? null}
              onChange={(change) =>
                onChange((current) => ({
                  ...current,
                  targets: current.targets.map((each, index) =>
                    index === targetIndex ? change(each) : each,
                  ),
                }))
              }
              onRemove={() =>
                onChange((current) => ({
                  ...current,
                  targets: current.targets.filter((_, index) => index !== targetIndex),
                }))
              }
            />
          ))}
        </ul>
      )}
    </div>
  )
})

const RARITY_OPTIONS = ([1, 2, 3, 4, 5] as const).map((rarity) => ({
  value: String(rarity),
  label: `${rarity}★`,
}))

/** Sets the wanted skill of one slot, keeping the wants in slot order (one link per plan). */
function setWant(
  data: PlannerPayload['data'],
  wants: PlannerTargetSearch['wants'],
  slot: WantSlot,
  skill: PlanSkill | null,
): PlannerTargetSearch['wants'] {
  const slotOf = (skillId: string) => data.skillsById.get(skillId as never)?.category
  const others = wants.filter((skillId) => slotOf(skillId) !== slot)
  const next = skill === null ? others : [...others, skill.id]
  return WANT_SLOTS.flatMap((each) => next.filter((skillId) => slotOf(skillId) === each))
}

function TargetCard({
  payload,
  barracks,
  target,
  note,
  onChange,
  onRemove,
}: {
  readonly payload: PlannerPayload
  readonly barracks: Barracks
  readonly target: PlannerTargetSearch
  readonly note: TargetNote | null
  readonly onChange: (change: (current: PlannerTargetSearch) => PlannerTargetSearch) => void
  readonly onRemove: () => void
}) {
  const t = useTranslate()
  const { data } = payload
  const hero = data.heroesById.get(target.heroId)
  const name = hero?.fullName ?? target.heroId
  const entry = findTargetEntry(barracks, target.heroId)
  const copyOptions = [
    ...(entry
      ? [
          {
            value: 'b',
            label: t(
              entry.merges > 0
                ? 'inheritancePlanner.targets.yourCopyMerged'
                : 'inheritancePlanner.targets.yourCopy',
              {
                rarity: entry.rarity,
                merges: entry.merges,
              },
            ),
          },
        ]
      : []),
    { value: 'g', label: t('inheritancePlanner.targets.toGet') },
  ]
  const isOwned = target.isOwned && entry !== null
  const headingId = useId()
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.name}>
          {name}
        </h3>
        <IconButton
          label={t('inheritancePlanner.targets.remove', { hero: name })}
          onClick={onRemove}
          size="small"
        >
          <CloseIcon />
        </IconButton>
      </div>
      {hero === undefined ? (
        <p className={styles.note} role="note">
          {t('inheritancePlanner.targets.unknownHero')}
        </p>
      ) : (
        <>
          <div className={styles.copy}>
            <SelectField
              label={t('inheritancePlanner.targets.copy')}
              value={isOwned ? 'b' : 'g'}
              options={copyOptions}
              onChange={(value) => onChange((current) => ({ ...current, isOwned: value === 'b' }))}
            />
            {isOwned ? null : (
              <SelectField
                label={t('inheritancePlanner.targets.rarity')}
                value={String(target.rarity)}
                options={RARITY_OPTIONS}
                onChange={(value) =>
                  onChange((current) => ({ ...current, rarity: Number(value) as Rarity }))
                }
              />
            )}
          </div>
          {note?.kind === 'notInBarracks' && target.isOwned ? (
            <p className={styles.note} role="note">
              {t('inheritancePlanner.targets.notInBarracks')}
            </p>
          ) : null}
          <div className={styles.wants}>
            {WANT_SLOTS.map((slot) => {
              const wanted = target.wants
                .map((skillId) => data.skillsById.get(skillId))
                .find((skill) => skill?.category === slot)
              return (
                <WantPicker
                  key={slot}
                  payload={payload}
                  heroId={target.heroId}
                  slot={slot}
                  value={wanted ?? null}
                  onChange={(skill) =>
                    onChange((current) => ({
                      ...current,
                      wants: setWant(data, current.wants, slot, skill),
                    }))
                  }
                />
              )
            })}
          </div>
        </>
      )}
    </li>
  )
}
