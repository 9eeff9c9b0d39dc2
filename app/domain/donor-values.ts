import type { AvailabilityCategory } from './availability.ts'

// Apart from the planner's rules (inheritance-plan.ts): the donors' settings show them on the
// bare page, which does not carry the rules.

/**
 * What giving up one copy costs the player, by where its hero comes from at the copy's rarity:
 * generic 3–4★ cheapest, then the grails, 4★ special heroes, the 4★ special rates, 5★ generic,
 * 5★ seasonal, limited 5★, and heroes had nowhere dearest. Steep on purpose: one limited 5★
 * outweighs a barracks of generic 4★ fodder.
 */
export const DONOR_VALUES: Readonly<Record<AvailabilityCategory, number>> = {
  generic4: 1,
  heroicGrails4: 2,
  heroicGrails5: 3,
  specialHeroes4: 4,
  generic4SpecialRate: 6,
  specialHeroes4SpecialRate: 8,
  generic5: 20,
  specialHeroes5: 30,
  limited5: 100,
  other: 150,
}

/** The donor categories, cheapest first: the order the page explains and protects by. */
export const DONOR_CATEGORIES: readonly AvailabilityCategory[] = (
  Object.keys(DONOR_VALUES) as AvailabilityCategory[]
).sort((a, b) => DONOR_VALUES[a] - DONOR_VALUES[b])
