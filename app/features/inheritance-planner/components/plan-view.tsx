import { memo } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { CheckField } from '#app/components/ui/check-field.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type {
  DonorReason,
  DonorUnit,
  InheritancePlan,
  PlanData,
  PlanOutline,
  PlanStep,
} from '#app/domain/inheritance-plan.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { describeStep, heroNameOf, skillNamesOf } from '../plan-text.ts'
import { getStepKey } from '../plan-ticks.ts'
import type { SolverState } from '../use-plan-solver.ts'
import styles from './plan-view.module.css'

/** The plan as the solver left it: said in a live region, failures with a retry. */
export function PlanView({
  data,
  state,
  onRetry,
  onKeep,
  done,
  onTick,
}: {
  readonly data: PlanData
  readonly state: SolverState
  readonly onRetry: () => void
  readonly onKeep: (heroId: HeroId) => void
  /** The keys of the steps ticked done (plan-ticks.ts). */
  readonly done: readonly string[]
  readonly onTick: (stepKey: string, isDone: boolean) => void
}) {
  const t = useTranslate()
  const result = state.status === 'done' ? state.result : null
  const shown = state.status === 'solving' ? state.previous : result
  const status =
    state.status === 'idle'
      ? t('inheritancePlanner.plan.nothing')
      : state.status === 'solving'
        ? t('inheritancePlanner.plan.solving')
        : result?.ok
          ? result.plan.steps.length === 0
            ? t('inheritancePlanner.plan.readyEmpty')
            : t('inheritancePlanner.plan.ready', { steps: result.plan.steps.length })
          : ''
  return (
    <div className={styles.plan} aria-busy={state.status === 'solving'}>
      <p className={styles.status} role="status">
        {status}
      </p>
      {result && !result.ok ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('inheritancePlanner.plan.retry')}
            </Button>
          }
        >
          {t(`inheritancePlanner.plan.failed.${result.error}`)}
        </Alert>
      ) : null}
      {shown?.ok ? (
        <div className={classNames(styles.solved, state.status === 'solving' && styles.stale)}>
          <SolvedPlan
            data={data}
            problem={shown.problem}
            plan={shown.plan}
            onKeep={onKeep}
            done={done}
            onTick={onTick}
          />
        </div>
      ) : null}
    </div>
  )
}

const SolvedPlan = memo(function SolvedPlan({
  data,
  problem,
  plan,
  onKeep,
  done,
  onTick,
}: {
  readonly data: PlanData
  readonly problem: PlanOutline
  readonly plan: InheritancePlan
  readonly onKeep: (heroId: HeroId) => void
  readonly done: readonly string[]
  readonly onTick: (stepKey: string, isDone: boolean) => void
}) {
  const t = useTranslate()
  const doneSet = new Set(done)
  return (
    <>
      <section aria-labelledby="plan-totals">
        <h3 id="plan-totals" className={styles.heading}>
          {t('inheritancePlanner.plan.totals')}
        </h3>
        <dl className={styles.totals}>
          <Total label={t('inheritancePlanner.plan.copiesUsed')} value={plan.totals.copiesUsed} />
          <Total label={t('inheritancePlanner.plan.manualsUsed')} value={plan.totals.manualsUsed} />
          {plan.totals.copiesKept > 0 ? (
            <Total label={t('inheritancePlanner.plan.copiesKept')} value={plan.totals.copiesKept} />
          ) : null}
          <Total label={t('inheritancePlanner.plan.feathers')} value={plan.totals.feathers} />
          <Total label={t('inheritancePlanner.plan.sp')} value={plan.totals.sp} />
        </dl>
      </section>
      {plan.steps.length > 0 ? (
        <section aria-labelledby="plan-steps">
          <h3 id="plan-steps" className={styles.heading}>
            {t('inheritancePlanner.plan.steps')}
          </h3>
          <p className={styles.hint}>{t('inheritancePlanner.plan.stepsHint')}</p>
          <ol className={styles.steps} aria-label={t('inheritancePlanner.plan.stepsList')}>
            {plan.steps.map((step, index) => {
              const stepKey = getStepKey(problem, step)
              return (
                <StepItem
                  // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in this plan.
                  key={index}
                  index={index}
                  data={data}
                  problem={problem}
                  plan={plan}
                  step={step}
                  isDone={doneSet.has(stepKey)}
                  onTick={(isDone) => onTick(stepKey, isDone)}
                  onKeep={onKeep}
                  t={t}
                />
              )
            })}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="plan-targets">
        <h3 id="plan-targets" className={styles.heading}>
          {t('inheritancePlanner.plan.perTarget')}
        </h3>
        <ul className={styles.outcomes}>
          {plan.targets.map((outcome) => (
            <TargetOutcomeItem
              key={outcome.targetIndex}
              data={data}
              problem={problem}
              outcome={outcome}
              t={t}
            />
          ))}
        </ul>
      </section>
    </>
  )
})

function Total({ label, value }: { readonly label: string; readonly value: number }) {
  return (
    <div className={styles.total}>
      <dt>{label}</dt>
      <dd>{formatCount(value)}</dd>
    </div>
  )
}

function StepItem({
  index,
  data,
  problem,
  plan,
  step,
  isDone,
  onTick,
  onKeep,
  t,
}: {
  readonly index: number
  readonly data: PlanData
  readonly problem: PlanOutline
  readonly plan: InheritancePlan
  readonly step: PlanStep
  readonly isDone: boolean
  readonly onTick: (isDone: boolean) => void
  readonly onKeep: (heroId: HeroId) => void
  readonly t: Translate
}) {
  const unit = problem.units[step.unitIndex] as DonorUnit
  const text = describeStep({ data, problem, step, t })
  const name = heroNameOf(data, unit.heroId)
  const reason =
    step.kind === 'inherit'
      ? plan.reasons.find((each) => each.unitIndex === step.unitIndex)
      : undefined
  return (
    <li className={classNames(styles.step, isDone && styles.done)}>
      <CheckField
        look="box"
        size="small"
        checked={isDone}
        onChange={onTick}
        ariaLabel={t('inheritancePlanner.plan.done', { number: index + 1 })}
      />
      <div className={styles.stepBody}>
        <span className={styles.stepText}>{text}</span>
        {reason ? <DonorWhy data={data} name={name} reason={reason} t={t} /> : null}
      </div>
      {step.kind === 'inherit' && unit.origin === 'copy' ? (
        <Button variant="text" size="small" onClick={() => onKeep(unit.heroId)}>
          {t('inheritancePlanner.plan.keep', { hero: name })}
        </Button>
      ) : null}
    </li>
  )
}

/** Why this donor, in numbers: its cost, and the cheaper donors that were not enough. */
function DonorWhy({
  data,
  name,
  reason,
  t,
}: {
  readonly data: PlanData
  readonly name: string
  readonly reason: DonorReason
  readonly t: Translate
}) {
  return (
    <details className={styles.why}>
      <summary>{t('inheritancePlanner.plan.why', { hero: name })}</summary>
      <p>
        {t('inheritancePlanner.plan.cost', {
          category: t(`inheritancePlanner.categories.${reason.category}`),
          value: formatCount(reason.value),
          feathers: formatCount(reason.feathers),
          sp: formatCount(reason.sp),
          tiers: reason.tiers,
        })}
      </p>
      {reason.cheaper.length === 0 ? (
        <p>{t('inheritancePlanner.plan.cheaperNone')}</p>
      ) : (
        <>
          <p>{t('inheritancePlanner.plan.cheaper')}</p>
          <ul className={styles.cheaper}>
            {reason.cheaper.map((option) => (
              <li key={`${option.origin} ${option.heroId} ${option.rarity}`}>
                {t('inheritancePlanner.plan.cheaperOption', {
                  donor: t(
                    option.origin === 'manual'
                      ? 'inheritancePlanner.plan.cheaperManual'
                      : 'inheritancePlanner.plan.donorCopy',
                    { hero: heroNameOf(data, option.heroId), rarity: option.rarity },
                  ),
                  category: t(`inheritancePlanner.categories.${option.category}`),
                  value: formatCount(option.value),
                  feathers: formatCount(option.feathers),
                  reason:
                    option.reason === 'notEnough'
                      ? t('inheritancePlanner.plan.reason.notEnough', {
                          tiers: option.tiers,
                          total: reason.tiers,
                        })
                      : t(`inheritancePlanner.plan.reason.${option.reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  )
}

function TargetOutcomeItem({
  data,
  problem,
  outcome,
  t,
}: {
  readonly data: PlanData
  readonly problem: PlanOutline
  readonly outcome: InheritancePlan['targets'][number]
  readonly t: Translate
}) {
  const target = problem.targets[outcome.targetIndex]
  if (target === undefined) return null
  const skillName = (skillId: string) => skillNamesOf(data, [skillId as never])
  return (
    <li className={styles.outcome}>
      <h4 className={styles.outcomeName}>{heroNameOf(data, target.target.heroId)}</h4>
      <p>
        {outcome.gained.length === 0
          ? t('inheritancePlanner.plan.gainsNone')
          : t('inheritancePlanner.plan.gains', { skills: skillNamesOf(data, outcome.gained) })}
      </p>
      {outcome.sp > 0 ? (
        <p>{t('inheritancePlanner.plan.targetSp', { sp: formatCount(outcome.sp) })}</p>
      ) : null}
      {target.isUnknownHero ? <p>{t('inheritancePlanner.targets.unknownHero')}</p> : null}
      {target.wants.map(({ skillId, status }) =>
        status.kind === 'known' ? (
          <p key={skillId}>{t('inheritancePlanner.plan.known', { skill: skillName(skillId) })}</p>
        ) : status.kind === 'ruledOut' ? (
          <p key={skillId} className={styles.warning}>
            {t('inheritancePlanner.plan.ruledOut', { skill: skillName(skillId) })}
          </p>
        ) : status.kind === 'unknownSkill' ? (
          <p key={skillId} className={styles.warning}>
            {t('inheritancePlanner.plan.unknownSkill')}
          </p>
        ) : null,
      )}
      {outcome.missing.map(({ skillId, cheapest }) => (
        <p key={skillId} className={styles.warning}>
          {cheapest === null
            ? t('inheritancePlanner.plan.missing', { skill: skillName(skillId) })
            : t('inheritancePlanner.plan.missingCheapest', {
                skill: skillName(skillId),
                hero: cheapest.hero.fullName,
                category: t(`inheritancePlanner.categories.${cheapest.category}`),
              })}
        </p>
      ))}
    </li>
  )
}
