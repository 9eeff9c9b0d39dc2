import type { PlanOutline, PlanStep } from '#app/domain/inheritance-plan.ts'

/** Ticks kept at most: older ones go first (a player follows one plan at a time). */
export const MAX_TICKS = 300

/**
 * A step's name across solves: the same donor giving the same tiers to the same target is the
 * same step, so its tick survives a new plan that keeps it (a keep elsewhere, a reload).
 */
export function getStepKey(problem: PlanOutline, step: PlanStep): string {
  const unit = problem.units[step.unitIndex]?.key ?? `unit-${step.unitIndex}`
  if (step.kind === 'promote') return `${unit} ${step.from}→${step.to}`
  const target = problem.targets[step.targetIndex]?.target
  return `${unit} → ${target?.key}:${target?.heroId} ${step.skillIds.join(',')}`
}

/** The ticks after one is set or cleared, newest last, at most MAX_TICKS. */
export function setTick(ticks: readonly string[], key: string, isDone: boolean): string[] {
  const others = ticks.filter((each) => each !== key)
  return isDone ? [...others, key].slice(-MAX_TICKS) : others
}
