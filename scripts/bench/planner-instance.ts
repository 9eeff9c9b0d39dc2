import type { Barracks, BarracksEntry, CombatManual } from '#app/domain/barracks-model.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { PlanData, PlanTarget } from '#app/domain/inheritance-plan.ts'
import { findRuleOutReason } from '#app/domain/peeler.ts'
import type { SkillId, Slot } from '#app/domain/skill.ts'
import type { Rarity } from '#app/domain/stat.ts'

// Issue 24's bench: a fixed barracks generated from the full data (1,000 copies, 300 manuals)
// and five targets wanting six skills each. Seeded, so every run plans the same.

const PLANNED_SLOTS: readonly Slot[] = [
  'weapon',
  'assist',
  'special',
  'passiveA',
  'passiveB',
  'passiveC',
]

/** Mulberry32: a small seeded generator. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  const integer = (low: number, high: number): number => low + Math.floor(next() * (high - low + 1))
  const pick = <Item>(items: readonly Item[]): Item => items[integer(0, items.length - 1)] as Item
  return { next, integer, pick }
}

export type BenchPlan = {
  readonly barracks: Barracks
  readonly targets: readonly PlanTarget[]
}

/**
 * A barracks of `copies` copies (entries of one to three identical copies, 3–5★, some merged,
 * a few marked keep or fodder) and `manuals` manuals, and `targetCount` targets, each wanting
 * one skill per slot that it may inherit and some hero of the barracks holds.
 */
export function createBenchPlan(
  data: PlanData,
  options: {
    readonly seed: number
    readonly copies: number
    readonly manuals: number
    readonly targetCount: number
    readonly wantsPerTarget: number
  },
): BenchPlan {
  const random = createRandom(options.seed)
  const heroIds = [...data.heroesById.keys()].sort()
  const rarity = (): Rarity => random.pick([3, 4, 4, 4, 5] as const)
  const entries: BarracksEntry[] = []
  let copies = 0
  while (copies < options.copies) {
    const count = Math.min(options.copies - copies, random.pick([1, 1, 1, 2, 3]))
    const draw = random.next()
    entries.push({
      id: `bench-${entries.length}`,
      heroId: random.pick(heroIds),
      rarity: rarity(),
      merges: random.pick([0, 0, 0, 0, 1, 2, 5]),
      dragonflowers: 0,
      copies: count,
      role: draw < 0.05 ? 'keep' : draw < 0.15 ? 'fodder' : null,
      learnedSkillIds: [],
    })
    copies += count
  }
  const manuals: CombatManual[] = []
  let manualCount = 0
  while (manualCount < options.manuals) {
    const count = Math.min(options.manuals - manualCount, random.pick([1, 1, 2]))
    manuals.push({ heroId: random.pick(heroIds), rarity: rarity(), count })
    manualCount += count
  }
  const held = new Set<SkillId>()
  for (const heroId of new Set([...entries, ...manuals].map((line) => line.heroId))) {
    for (const link of data.linksByHero.get(heroId) ?? []) held.add(link.skillId)
  }
  const targets: PlanTarget[] = []
  while (targets.length < options.targetCount) {
    const heroId = random.pick(heroIds) as HeroId
    const hero = data.heroesById.get(heroId)
    if (hero === undefined || targets.some((target) => target.heroId === heroId)) continue
    const wants: SkillId[] = []
    for (const slot of PLANNED_SLOTS.slice(0, options.wantsPerTarget)) {
      const choices = [...held]
        .map((skillId) => data.skillsById.get(skillId))
        .filter(
          (skill) =>
            skill !== undefined &&
            skill.category === slot &&
            skill.upgradeIds.length === 0 &&
            findRuleOutReason(hero, skill) === null,
        )
        .map((skill) => skill?.id as SkillId)
        .sort()
      if (choices.length > 0) wants.push(random.pick(choices))
    }
    targets.push({
      key: `bench-target-${targets.length}`,
      heroId,
      entryId: null,
      rarity: 5,
      wants,
    })
  }
  return { barracks: { entries, manuals }, targets }
}
