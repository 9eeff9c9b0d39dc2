import { lazy, useEffect } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { PlanData } from '#app/domain/inheritance-plan.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { SolverState } from '../use-plan-solver.ts'
import styles from './plan-view.module.css'

// The solved plan (totals, steps, each target's outcome) comes with the first plan asked for,
// not with the bare page: asked for as the solver starts, it is here long before its answer (a
// plan that came sooner waits for it in its transition, the last plan still shown).
const loadSolvedPlan = () => import('./solved-plan.tsx')
const SolvedPlan = lazy(async () => ({ default: (await loadSolvedPlan()).SolvedPlan }))

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
  const isAsked = state.status !== 'idle'
  useEffect(() => {
    if (isAsked) void loadSolvedPlan()
  }, [isAsked])
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
