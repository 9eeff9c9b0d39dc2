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
              const view = describeStepView({ data, problem, plan, step, t })
              return (
                <StepItem
                  // A step keeps its element across plans: a new plan redraws only what changed.
                  key={view.key}
                  number={index + 1}
                  view={view}
                  isDone={doneSet.has(view.key)}
                  onTick={onTick}
                  onKeep={onKeep}
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

/** What a step shows, in words: the same words in two plans are the same step, drawn once. */
type StepView = {
  /** getStepKey: the step's name across plans, and the key of its tick. */
  readonly key: string
  readonly text: string
  /** The donor who may be kept instead (a copy that gives), else null. */
  readonly keep: { readonly heroId: HeroId; readonly name: string } | null
  readonly why: {
    readonly name: string
    readonly cost: string
    /** The cheaper donors not enough, one line each; empty: none. */
    readonly cheaper: readonly string[]
  } | null
  /** All of the above as one text: what decides that a step is drawn again. */
  readonly signature: string
}

function describeStepView({
  data,
  problem,
  plan,
  step,
  t,
}: {
  readonly data: PlanData
  readonly problem: PlanOutline
  readonly plan: InheritancePlan
  readonly step: PlanStep
  readonly t: Translate
}): StepView {
  const unit = problem.units[step.unitIndex] as DonorUnit
  const name = heroNameOf(data, unit.heroId)
  const reason =
    step.kind === 'inherit'
      ? plan.reasons.find((each) => each.unitIndex === step.unitIndex)
      : undefined
  const view = {
    key: getStepKey(problem, step),
    text: describeStep({ data, problem, step, t }),
    keep: step.kind === 'inherit' && unit.origin === 'copy' ? { heroId: unit.heroId, name } : null,
    why: reason === undefined ? null : describeWhy({ data, name, reason, t }),
  }
  return { ...view, signature: JSON.stringify(view) }
}

/** Why a donor, in numbers: its cost, and the cheaper donors that were not enough. */
function describeWhy({
  data,
  name,
  reason,
  t,
}: {
  readonly data: PlanData
  readonly name: string
  readonly reason: DonorReason
  readonly t: Translate
}): NonNullable<StepView['why']> {
  return {
    name,
    cost: t('inheritancePlanner.plan.cost', {
      category: t(`inheritancePlanner.categories.${reason.category}`),
      value: formatCount(reason.value),
      feathers: formatCount(reason.feathers),
      sp: formatCount(reason.sp),
      tiers: reason.tiers,
    }),
    cheaper: reason.cheaper.map((option) =>
      t('inheritancePlanner.plan.cheaperOption', {
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
      }),
    ),
  }
}

const StepItem = memo(
  function StepItem({
    number,
    view,
    isDone,
    onTick,
    onKeep,
  }: {
    readonly number: number
    readonly view: StepView
    readonly isDone: boolean
    readonly onTick: (stepKey: string, isDone: boolean) => void
    readonly onKeep: (heroId: HeroId) => void
  }) {
    const t = useTranslate()
    const { why, keep } = view
    return (
      <li className={classNames(styles.step, isDone && styles.done)}>
        <CheckField
          look="box"
          size="small"
          checked={isDone}
          onChange={(checked) => onTick(view.key, checked)}
          ariaLabel={t('inheritancePlanner.plan.done', { number })}
        />
        <div className={styles.stepBody}>
          <span className={styles.stepText}>{view.text}</span>
          {why ? (
            <details className={styles.why}>
              <summary>{t('inheritancePlanner.plan.why', { hero: why.name })}</summary>
              <p>{why.cost}</p>
              {why.cheaper.length === 0 ? (
                <p>{t('inheritancePlanner.plan.cheaperNone')}</p>
              ) : (
                <>
                  <p>{t('inheritancePlanner.plan.cheaper')}</p>
                  <ul className={styles.cheaper}>
                    {why.cheaper.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              )}
            </details>
          ) : null}
        </div>
        {keep ? (
          <Button variant="text" size="small" onClick={() => onKeep(keep.heroId)}>
            {t('inheritancePlanner.plan.keep', { hero: keep.name })}
          </Button>
        ) : null}
      </li>
    )
  },
  (before, after) =>
    before.number === after.number &&
    before.isDone === after.isDone &&
    before.view.signature === after.view.signature &&
    before.onTick === after.onTick &&
    before.onKeep === after.onKeep,
)

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
