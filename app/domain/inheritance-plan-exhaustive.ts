import { INHERIT_SLOTS } from './availability.ts'
import {
  calculateEmptyCost,
  checkSelection,
  comparePlanCosts,
  type Offer,
  type PlanCost,
  type PlanProblem,
  type UnitUse,
} from './inheritance-plan.ts'

/**
 * The best plan by trying every one: each tier of each target from no donor or from any donor
 * offering it, a donor for one target and five tiers at most, each whole choice checked by the
 * game's rules (checkSelection) and priced. The reference the integer program is tested
 * against, on small problems only (the count of choices grows as donors ^ tiers).
 */
export function solvePlanExhaustively(problem: PlanProblem): {
  readonly uses: readonly UnitUse[]
  readonly cost: PlanCost
} {
  const choices = new Map<string, number[]>()
  problem.offers.forEach((offer: Offer, offerIndex) => {
    const key = `${offer.targetIndex}\n${offer.skillId}`
    choices.set(key, [...(choices.get(key) ?? []), offerIndex])
  })
  const tiers = [...choices.values()]
  let best: { uses: readonly UnitUse[]; cost: PlanCost } = {
    uses: [],
    cost: calculateEmptyCost(problem),
  }
  const selection: number[] = []
  const unitTarget = new Map<number, number>()
  const unitSlots = new Map<number, number>()
  const visit = (tierIndex: number): void => {
    if (tierIndex === tiers.length) {
      const checked = checkSelection(problem, selection)
      if (checked.ok && comparePlanCosts(checked.cost, best.cost) < 0) {
        best = { uses: checked.uses, cost: checked.cost }
      }
      return
    }
    visit(tierIndex + 1)
    for (const offerIndex of tiers[tierIndex] ?? []) {
      const offer = problem.offers[offerIndex] as Offer
      const target = unitTarget.get(offer.unitIndex)
      const slots = unitSlots.get(offer.unitIndex) ?? 0
      if ((target !== undefined && target !== offer.targetIndex) || slots >= INHERIT_SLOTS) continue
      selection.push(offerIndex)
      unitTarget.set(offer.unitIndex, offer.targetIndex)
      unitSlots.set(offer.unitIndex, slots + 1)
      visit(tierIndex + 1)
      selection.pop()
      unitSlots.set(offer.unitIndex, slots)
      if (slots === 0) unitTarget.delete(offer.unitIndex)
    }
  }
  visit(0)
  return best
}
