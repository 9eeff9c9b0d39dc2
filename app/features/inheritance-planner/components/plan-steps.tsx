import { memo, useCallback, useMemo, useRef } from 'react'
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
import { measureSpacers, useWindowListVirtualizer } from '#app/hooks/use-list-virtualizer.ts'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { describeStep, heroNameOf } from '../plan-text.ts'
import { getStepKey } from '../plan-ticks.ts'
import styles from './plan-steps.module.css'

// The plan's steps, windowed (decision 0072): a plan of fifty steps drew them all when it came
// from the worker, one frame of 40–60 ms of style and layout at 4× CPU (issue 24). Loaded with
// the first plan asked for (with solved-plan.tsx), so the bare page does not carry TanStack
// Virtual.

/**
 * A step's height before it is measured, at the default text size, gap included, by what it
 * shows (measured on the bench's plans): a feeding's line, "Why" and the keep button take
 * 137 px at 1440 px, a manual's (no keep) 106, a promotion 68 (82 for a manual's longer line).
 * On a phone the lines wrap. A new plan's steps then mostly measure as guessed, and its commit
 * does not draw them again (issue 24: no task over 50 ms). Rows are measured as drawn.
 */
const ESTIMATED_STEP_HEIGHT = {
  phone: { promoteCopy: 106, promoteManual: 106, feedCopy: 185, useManual: 154 },
  wide: { promoteCopy: 68, promoteManual: 82, feedCopy: 137, useManual: 106 },
} as const satisfies Record<string, Record<StepLook, number>>

/** What a step shows, for its height: a promotion or an inheritance, of a copy or a manual. */
type StepLook = 'promoteCopy' | 'promoteManual' | 'feedCopy' | 'useManual'

/** A solved plan as drawn: its data, with the player's keeps and ticks. */
export type SolvedPlanProps = {
  readonly data: PlanData
  readonly problem: PlanOutline
  readonly plan: InheritancePlan
  readonly onKeep: (heroId: HeroId) => void
  /** The keys of the steps ticked done (plan-ticks.ts). */
  readonly done: readonly string[]
  readonly onTick: (stepKey: string, isDone: boolean) => void
}

/** The steps in order, each with its tick; only those near the view are drawn. */
export function PlanSteps({
  data,
  problem,
  plan,
  label,
  onKeep,
  done,
  onTick,
}: SolvedPlanProps & { readonly label: string }) {
  const t = useTranslate()
  // Every step's name and look (for the list's keys and heights); its words only as it is
  // drawn, about five steps of fifty: writing them all was one piece of a new plan's render
  // that React could not split, 46 steps' words for the five drawn (issue 24).
  const outlines = useMemo(
    () =>
      plan.steps.map(
        (step): StepOutline => ({
          key: getStepKey(problem, step),
          look: readStepLook(step, problem.units[step.unitIndex] as DonorUnit),
        }),
      ),
    [problem, plan],
  )
  const viewOf = useMemo(() => {
    const views = new Map<number, StepView>()
    return (index: number): StepView | undefined => {
      const step = plan.steps[index]
      const outline = outlines[index]
      if (step === undefined || outline === undefined) return undefined
      const view = views.get(index) ?? describeStepView({ data, problem, plan, step, outline, t })
      views.set(index, view)
      return view
    }
  }, [data, problem, plan, outlines, t])
  const listRef = useRef<HTMLOListElement>(null)
  const isWide = useScreenAtLeast('md')
  const heights = isWide ? ESTIMATED_STEP_HEIGHT.wide : ESTIMATED_STEP_HEIGHT.phone
  const virtualizer = useWindowListVirtualizer<HTMLLIElement>({
    count: outlines.length,
    estimateRowHeight: Math.min(...Object.values(heights)),
    estimateHeightOf: useCallback(
      (index: number) => heights[outlines[index]?.look ?? 'promoteCopy'],
      [heights, outlines],
    ),
    measuresAfterLayout: true,
    // A step keeps its element and its measured height across plans: a new plan redraws only
    // what changed.
    keyOf: useCallback((index: number) => outlines[index]?.key ?? String(index), [outlines]),
    listRef,
  })
  const { items, before, after } = measureSpacers(virtualizer)
  const doneSet = new Set(done)
  return (
    <ol
      ref={listRef}
      className={styles.steps}
      aria-label={label}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {items.map((item) => {
        const view = viewOf(item.index)
        if (view === undefined) return null
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={outlines.length}
            aria-posinset={item.index + 1}
            className={styles.stepRow}
          >
            <StepItem
              number={item.index + 1}
              view={view}
              isDone={doneSet.has(view.key)}
              onTick={onTick}
              onKeep={onKeep}
            />
          </li>
        )
      })}
    </ol>
  )
}

/** A step's name and look, known for every step of the plan. */
type StepOutline = {
  /** getStepKey: the step's name across plans, and the key of its tick. */
  readonly key: string
  readonly look: StepLook
}

/** What a step shows, in words: the same words in two plans are the same step, drawn once. */
type StepView = StepOutline & {
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
  outline,
  t,
}: {
  readonly data: PlanData
  readonly problem: PlanOutline
  readonly plan: InheritancePlan
  readonly step: PlanStep
  readonly outline: StepOutline
  readonly t: Translate
}): StepView {
  const unit = problem.units[step.unitIndex] as DonorUnit
  const name = heroNameOf(data, unit.heroId)
  const reason =
    step.kind === 'inherit'
      ? plan.reasons.find((each) => each.unitIndex === step.unitIndex)
      : undefined
  const view = {
    ...outline,
    text: describeStep({ data, problem, step, t }),
    keep: step.kind === 'inherit' && unit.origin === 'copy' ? { heroId: unit.heroId, name } : null,
    why: reason === undefined ? null : describeWhy({ data, name, reason, t }),
  }
  return { ...view, signature: JSON.stringify(view) }
}

function readStepLook(step: PlanStep, unit: DonorUnit): StepLook {
  if (step.kind === 'inherit') return unit.origin === 'copy' ? 'feedCopy' : 'useManual'
  return unit.origin === 'copy' ? 'promoteCopy' : 'promoteManual'
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
      <div className={classNames(styles.step, isDone && styles.done)}>
        <CheckField
          look="box"
          size="small"
          checked={isDone}
          onChange={(checked) => onTick(view.key, checked)}
          ariaLabel={t('inheritancePlanner.plan.done', { number })}
        />
        <div className={styles.stepBody}>
          <span className={styles.stepText}>
            {/* In the text, not a CSS counter: a windowed list's first drawn step is not the first. */}
            <span className={styles.stepNumber}>
              {t('inheritancePlanner.plan.stepNumber', { number })}
            </span>{' '}
            {view.text}
          </span>
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
      </div>
    )
  },
  (before, after) =>
    before.number === after.number &&
    before.isDone === after.isDone &&
    before.view.signature === after.view.signature &&
    before.onTick === after.onTick &&
    before.onKeep === after.onKeep,
)
