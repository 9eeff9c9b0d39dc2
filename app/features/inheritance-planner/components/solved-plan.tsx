import { memo } from 'react'
import type { InheritancePlan, PlanData, PlanOutline } from '#app/domain/inheritance-plan.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { heroNameOf, skillNamesOf } from '../plan-text.ts'
import { PlanSteps, type SolvedPlanProps } from './plan-steps.tsx'
import styles from './solved-plan.module.css'

/** A solved plan: its totals, its steps in order, and what each target gains or misses. */
export const SolvedPlan = memo(function SolvedPlan({
  data,
  problem,
  plan,
  onKeep,
  done,
  onTick,
}: SolvedPlanProps) {
  const t = useTranslate()
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
          <PlanSteps
            data={data}
            problem={problem}
            plan={plan}
            label={t('inheritancePlanner.plan.stepsList')}
            onKeep={onKeep}
            done={done}
            onTick={onTick}
          />
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
