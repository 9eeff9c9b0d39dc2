import { useState } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { ARENA_SP_SLOTS } from '#app/domain/arena-score.ts'
import { ELEMENTS, type HeroId } from '#app/domain/hero.ts'
import { encodeHeroCode, type ScoreBuild, type ScoreMode } from '#app/domain/score-calculator.ts'
import { RARITIES, STATS } from '#app/domain/stat.ts'
import type { EquippableSkills, ScoreCalcSlot } from '#app/features/score-calc/score-calc-data.ts'
import { useResource } from '#app/hooks/use-resource.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { decodeHero } from '../score-calc-search.ts'
import { HeroPicker } from './hero-picker.tsx'
import styles from './hero-slot-card.module.css'
import { ShareCode } from './share-code.tsx'
import { SkillPicker } from './skill-picker.tsx'

type HeroSlotCardProps = {
  readonly position: number
  readonly slot: ScoreCalcSlot | null
  /** The build of the URL being loaded: the controls show it before the server has scored it. */
  readonly latestBuild: ScoreBuild | null
  readonly mode: ScoreMode
  /** 2 with the bonus hero or in Mjölnir's Strike, else 1. */
  readonly bonusFactor: 1 | 2
  readonly chosenHeroes: readonly { readonly id: HeroId; readonly label: string }[]
  readonly searchUrl: string
  readonly onChange: (edit: SlotEdit, options?: { replace?: boolean }) => void
  readonly newBuild: (heroId: HeroId) => ScoreBuild
}

/** A whole build (or none), or a change computed from the latest build in the URL. */
export type SlotEdit = ScoreBuild | null | ((build: ScoreBuild) => Partial<ScoreBuild>)

function toInteger(text: string, min: number, max: number): number {
  const value = Math.trunc(Number(text))
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min
}

/** What `/api/score-calc/:heroId/skills` answers (app/routes/api.score-calc-skills.ts). */
type EquippableSkillsResource = EquippableSkills | { readonly error: 'not-found' }

/**
 * The skills the slot's hero can equip, asked of the resource route when one of its pickers
 * first gets focus (`ask`); null until they are there (an unknown hero has none to offer).
 */
function useEquippableSkills(heroId: HeroId | null) {
  const [askedHeroId, setAskedHeroId] = useState<HeroId | null>(null)
  const isAsked = heroId !== null && askedHeroId === heroId
  const resource = useResource<EquippableSkillsResource>(
    isAsked ? `/api/score-calc/${encodeURIComponent(heroId)}/skills` : null,
  )
  const skills = resource.status === 'ready' && !('error' in resource.data) ? resource.data : null
  return {
    skills,
    isLoading: resource.status === 'loading',
    retry: resource.status === 'failed' ? resource.retry : null,
    ask: () => setAskedHeroId(heroId),
  }
}

/** One hero of the team: who, its build, its score with the breakdown, its share code. */
export function HeroSlotCard(props: HeroSlotCardProps) {
  const { position, slot, mode, onChange } = props
  const t = useTranslate()
  const title = t('scoreCalc.slot', { number: position + 1 })
  const equippable = useEquippableSkills(slot?.hero.id ?? null)
  if (!slot) {
    return (
      <Panel aria-label={title}>
        <h3 className={styles.emptyTitle}>{title}</h3>
        <HeroPicker
          label={t('scoreCalc.hero')}
          searchUrl={props.searchUrl}
          onPick={(heroId) => onChange(props.newBuild(heroId))}
        />
      </Panel>
    )
  }
  const { hero, score } = slot
  const build = props.latestBuild?.heroId === hero.id ? props.latestBuild : slot.build
  const set = (
    change: Partial<ScoreBuild> | ((latest: ScoreBuild) => Partial<ScoreBuild>),
    options?: { replace?: boolean },
  ) => onChange(typeof change === 'function' ? change : () => change, options)
  const statOptions = [
    { value: '', label: t('scoreCalc.neutral') },
    ...STATS.map((stat) => ({ value: stat, label: t(`statsEvolution.stats.${stat}`) })),
  ]
  return (
    <Panel aria-label={title} className={styles.slot}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.heroName}>{hero.label}</p>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the figure keeps the name it had under MUI; its markup is left for a later change */}
      <p
        className={styles.score}
        aria-label={t('scoreCalc.heroScoreLabel', { score: score.score })}
      >
        {score.score}
      </p>
      <p className={styles.note}>
        {t('scoreCalc.heroFormula', {
          base: score.visibleBaseScore,
          factor: props.bonusFactor,
          score: score.score,
        })}
      </p>
      <dl className={styles.breakdown}>
        <Breakdown
          term={t('scoreCalc.breakdown.bst')}
          value={`${score.baseStatTotal} → ${score.visibleBaseStatTotal}`}
        />
        <Breakdown
          term={t('scoreCalc.breakdown.sp')}
          value={`${score.totalSp} → ${score.visibleSp}`}
        />
        <Breakdown term={t('scoreCalc.breakdown.merges')} value={String(score.visibleMerges)} />
        <Breakdown term={t('scoreCalc.breakdown.own')} value={String(score.ownBaseScore)} />
        {score.chosenBaseScore !== null && (
          <Breakdown term={t('scoreCalc.breakdown.chosen')} value={String(score.chosenBaseScore)} />
        )}
        <Breakdown term={t('scoreCalc.breakdown.blessing')} value={`+${score.blessingBonus}`} />
      </dl>
      <div className={styles.actions}>
        <Button variant="contained" size="small" onClick={() => onChange(slot.maximumBuild)}>
          {t('scoreCalc.loadMaximum')}
        </Button>
        <Button variant="outlined" size="small" onClick={() => onChange(null)}>
          {t('scoreCalc.remove')}
        </Button>
      </div>
      {equippable.retry !== null && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={equippable.retry}>
              {t('data.retry')}
            </Button>
          }
        >
          {t('scoreCalc.skillsFailed')}
        </Alert>
      )}
      <div className={styles.fields}>
        <SelectField
          fullWidth
          label={t('scoreCalc.rarity')}
          value={String(build.rarity)}
          options={RARITIES.map((rarity) => ({ value: String(rarity), label: `${rarity}★` }))}
          onChange={(value) => set({ rarity: toInteger(value, 1, 5) as ScoreBuild['rarity'] })}
        />
        <TextField
          size="small"
          type="number"
          label={t('scoreCalc.level')}
          value={build.level}
          onChange={(event) =>
            set({ level: toInteger(event.target.value, 1, 40) }, { replace: true })
          }
          slotProps={{ htmlInput: { min: 1, max: 40 } }}
        />
        <TextField
          size="small"
          type="number"
          label={t('scoreCalc.merges')}
          value={build.merges}
          disabled={hero.isStory}
          onChange={(event) =>
            set({ merges: toInteger(event.target.value, 0, 10) }, { replace: true })
          }
          slotProps={{ htmlInput: { min: 0, max: 10 } }}
        />
        <SelectField
          fullWidth
          label={t('scoreCalc.blessing')}
          value={hero.element ?? build.blessing ?? ''}
          disabled={hero.element !== null || mode === 'mjolnirsStrike'}
          options={[
            { value: '', label: t('scoreCalc.none') },
            ...ELEMENTS.map((element) => ({
              value: element,
              label: t(`scoreCalc.elements.${element}`),
            })),
          ]}
          onChange={(value) =>
            set({ blessing: value === '' ? null : (value as ScoreBuild['blessing']) })
          }
        />
        <SelectField
          fullWidth
          label={t('scoreCalc.asset')}
          value={build.asset ?? ''}
          options={statOptions}
          onChange={(value) => set({ asset: value === '' ? null : (value as ScoreBuild['asset']) })}
        />
        <SelectField
          fullWidth
          label={t('scoreCalc.flaw')}
          value={build.flaw ?? ''}
          options={statOptions}
          onChange={(value) => set({ flaw: value === '' ? null : (value as ScoreBuild['flaw']) })}
        />
        {ARENA_SP_SLOTS.map((skillSlot) => {
          // The server named the scored build's skills; a pick not yet scored is named
          // from the list it was picked in.
          const isScored =
            build.skills[skillSlot] === slot.build.skills[skillSlot] &&
            build.sp[skillSlot] === slot.build.sp[skillSlot]
          const skillName = isScored
            ? (slot.skillNames[skillSlot] ?? null)
            : (equippable.skills?.[skillSlot].find(
                (skill) => skill.id === build.skills[skillSlot] && skill.sp === build.sp[skillSlot],
              )?.name ?? null)
          return (
            <div
              key={`${skillSlot}-${build.skills[skillSlot] ?? ''}-${build.sp[skillSlot]}`}
              className={styles.wholeRow}
            >
              <SkillPicker
                label={t(`scoreCalc.slots.${skillSlot}`)}
                skillName={skillName}
                sp={build.sp[skillSlot]}
                options={equippable.skills?.[skillSlot] ?? null}
                isLoading={equippable.isLoading}
                onFocus={equippable.ask}
                onPick={(skill) =>
                  set((latest) => ({
                    sp: { ...latest.sp, [skillSlot]: skill?.sp ?? 0 },
                    skills: skill
                      ? { ...latest.skills, [skillSlot]: skill.id }
                      : Object.fromEntries(
                          Object.entries(latest.skills).filter(([key]) => key !== skillSlot),
                        ),
                  }))
                }
              />
            </div>
          )
        })}
        {slot.canUseDuelSkills && (
          <SelectField
            fullWidth
            label={t('scoreCalc.duel')}
            value={String(build.duelSkillTier ?? '')}
            options={[
              { value: '', label: t('scoreCalc.none') },
              ...[1, 2, 3, 4].map((tier) => ({
                value: String(tier),
                label: t('scoreCalc.duelTier', { tier }),
              })),
            ]}
            onChange={(value) =>
              set({
                duelSkillTier: value === '' ? null : (Number(value) as ScoreBuild['duelSkillTier']),
              })
            }
          />
        )}
        {mode === 'arena' && (
          <>
            <SelectField
              fullWidth
              label={t('scoreCalc.chosenHero')}
              value={build.chosenHeroId ?? ''}
              options={[
                { value: '', label: t('scoreCalc.none') },
                ...props.chosenHeroes.map((chosen) => ({
                  value: chosen.id,
                  label: chosen.label,
                })),
              ]}
              onChange={(value) => set({ chosenHeroId: value === '' ? null : (value as HeroId) })}
            />
            <TextField
              size="small"
              type="number"
              label={t('scoreCalc.chosenMerges')}
              value={build.chosenHeroMerges}
              disabled={build.chosenHeroId === null}
              onChange={(event) =>
                set({ chosenHeroMerges: toInteger(event.target.value, 0, 10) }, { replace: true })
              }
              slotProps={{ htmlInput: { min: 0, max: 10 } }}
            />
          </>
        )}
      </div>
      <ShareCode
        label={t('scoreCalc.code.hero')}
        code={encodeHeroCode(build)}
        onLoad={(code) => {
          const result = decodeHero(code)
          if (!result.ok) return result.error
          onChange(result.value)
          return null
        }}
      />
    </Panel>
  )
}

function Breakdown({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  )
}
