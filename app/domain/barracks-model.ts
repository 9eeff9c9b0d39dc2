import type { HeroId } from './hero.ts'
import type { SkillId } from './skill.ts'
import { MAX_MERGES, type Rarity } from './stat.ts'

/**
 * The player's barracks: the heroes they own (each entry one or more identical copies) and
 * their combat manuals. A manual is a copy of a hero at a rarity with its base kit, used up
 * when it gives skills (official guide, "Combat Manuals").
 */

/** Keep: never fodder. Fodder: may be given up. Null: not said. */
export type BarracksRole = 'keep' | 'fodder' | null

export type BarracksEntry = {
  /** Names the entry for edits; made by the page, never shown. */
  readonly id: string
  readonly heroId: HeroId
  readonly rarity: Rarity
  /** 0–10. */
  readonly merges: number
  /** 0 to the hero's maximum. */
  readonly dragonflowers: number
  /** Identical copies this entry stands for, 1 or more. */
  readonly copies: number
  readonly role: BarracksRole
  /** Skills learned beyond the hero's own kit (inherited). */
  readonly learnedSkillIds: readonly SkillId[]
}

export type CombatManual = {
  readonly heroId: HeroId
  readonly rarity: Rarity
  /** 1 or more. */
  readonly count: number
}

export type Barracks = {
  readonly entries: readonly BarracksEntry[]
  readonly manuals: readonly CombatManual[]
}

export const EMPTY_BARRACKS: Barracks = { entries: [], manuals: [] }

/** More lines than a barracks holds is not a list: the paste box says so instead. */
export const MAX_PASTED_LINES = 5_000

/** The most copies or manuals one line may hold: more is a typo, not a barracks. */
export const MAX_COPIES = 999

/** Above any hero's dragonflower limit (the data knows each hero's): a bound for input. */
export const MAX_DRAGONFLOWERS_BOUND = 99

/** The build of a hero as the hero view or a pasted line gives it. */
export type HeroBuild = Pick<BarracksEntry, 'rarity' | 'merges' | 'dragonflowers'>

/**
 * The build of a hero marked owned without one (the catalog's mark, an older save): a 5★ copy
 * with no merges, the player sets the real build on the barracks page.
 */
export const MARKED_OWNED_BUILD: HeroBuild = { rarity: 5, merges: 0, dragonflowers: 0 }

/** The heroes the player owns (a copy, not a manual): the catalog's "owned" marks. */
export function listOwnedHeroIds(barracks: Barracks): ReadonlySet<HeroId> {
  return new Set(barracks.entries.map((entry) => entry.heroId))
}

export function isHeroOwned(barracks: Barracks, heroId: HeroId): boolean {
  return barracks.entries.some((entry) => entry.heroId === heroId)
}

/** Whether the barracks holds nothing: no copy, no manual. */
export function isBarracksEmpty(barracks: Barracks): boolean {
  return barracks.entries.length === 0 && barracks.manuals.length === 0
}

/** Copies in all, and manuals in all. */
export function countBarracks(barracks: Barracks): { copies: number; manuals: number } {
  return {
    copies: barracks.entries.reduce((total, entry) => total + entry.copies, 0),
    manuals: barracks.manuals.reduce((total, manual) => total + manual.count, 0),
  }
}

function isSameBuild(a: BarracksEntry, b: Omit<BarracksEntry, 'id' | 'copies'>): boolean {
  return (
    a.heroId === b.heroId &&
    a.rarity === b.rarity &&
    a.merges === b.merges &&
    a.dragonflowers === b.dragonflowers &&
    a.role === b.role &&
    a.learnedSkillIds.length === b.learnedSkillIds.length &&
    a.learnedSkillIds.every((skillId) => b.learnedSkillIds.includes(skillId))
  )
}

/**
 * Adds copies: to the entry of the very same build if there is one (identical copies are one
 * entry), else as a new entry with `id`.
 */
export function addCopies(
  barracks: Barracks,
  entry: Omit<BarracksEntry, 'id'>,
  id: string,
): Barracks {
  const index = barracks.entries.findIndex((existing) => isSameBuild(existing, entry))
  if (index === -1) return { ...barracks, entries: [...barracks.entries, { ...entry, id }] }
  return {
    ...barracks,
    entries: barracks.entries.map((existing, at) =>
      at === index
        ? { ...existing, copies: Math.min(MAX_COPIES, existing.copies + entry.copies) }
        : existing,
    ),
  }
}

/** Adds manuals of a hero at a rarity (one line per hero and rarity). */
export function addManuals(barracks: Barracks, manual: CombatManual): Barracks {
  const index = barracks.manuals.findIndex(
    (existing) => existing.heroId === manual.heroId && existing.rarity === manual.rarity,
  )
  if (index === -1) return { ...barracks, manuals: [...barracks.manuals, manual] }
  return {
    ...barracks,
    manuals: barracks.manuals.map((existing, at) =>
      at === index
        ? { ...existing, count: Math.min(MAX_COPIES, existing.count + manual.count) }
        : existing,
    ),
  }
}

/** Changes one entry; a count of 0 copies removes it. */
export function updateEntry(
  barracks: Barracks,
  id: string,
  change: Partial<Omit<BarracksEntry, 'id' | 'heroId'>>,
): Barracks {
  const entries = barracks.entries.flatMap((entry) => {
    if (entry.id !== id) return [entry]
    const next = { ...entry, ...change }
    if (next.copies <= 0) return []
    return [
      {
        ...next,
        merges: clamp(next.merges, MAX_MERGES),
        dragonflowers: clamp(next.dragonflowers, MAX_DRAGONFLOWERS_BOUND),
        copies: clamp(next.copies, MAX_COPIES),
      },
    ]
  })
  return { ...barracks, entries }
}

/** Changes the count of a hero's manuals at a rarity; 0 removes the line. */
export function setManualCount(
  barracks: Barracks,
  heroId: HeroId,
  rarity: Rarity,
  count: number,
): Barracks {
  const others = barracks.manuals.filter(
    (manual) => manual.heroId !== heroId || manual.rarity !== rarity,
  )
  if (count <= 0) return { ...barracks, manuals: others }
  const index = barracks.manuals.findIndex(
    (manual) => manual.heroId === heroId && manual.rarity === rarity,
  )
  const next = { heroId, rarity, count: Math.min(MAX_COPIES, count) }
  if (index === -1) return { ...barracks, manuals: [...barracks.manuals, next] }
  return {
    ...barracks,
    manuals: barracks.manuals.map((manual, at) => (at === index ? next : manual)),
  }
}

function clamp(value: number, maximum: number): number {
  return Math.min(maximum, Math.max(0, Math.trunc(value)))
}

/**
 * The catalog's "owned" mark as a change of the barracks: marking a hero owned adds one copy
 * at `build` when the barracks has none; unmarking removes every copy of it (its manuals stay:
 * a manual is not an owned hero).
 */
export function setHeroOwned(
  barracks: Barracks,
  heroId: HeroId,
  isOwned: boolean,
  options: { readonly build: HeroBuild; readonly id: string },
): Barracks {
  if (isOwned === isHeroOwned(barracks, heroId)) return barracks
  if (!isOwned)
    return { ...barracks, entries: barracks.entries.filter((entry) => entry.heroId !== heroId) }
  return addCopies(
    barracks,
    { heroId, ...options.build, copies: 1, role: null, learnedSkillIds: [] },
    options.id,
  )
}

/**
 * Two barracks as one (importing a shared barracks "merged" into one's own): identical copies
 * add up, manuals add up. Ids come from `makeId` for the entries that are new.
 */
export function mergeBarracks(
  own: Barracks,
  other: Barracks,
  makeId: (index: number) => string,
): Barracks {
  let merged = own
  other.entries.forEach((entry, index) => {
    const { id: _ignored, ...rest } = entry
    merged = addCopies(merged, rest, makeId(index))
  })
  for (const manual of other.manuals) merged = addManuals(merged, manual)
  return merged
}

export type BarracksComparison = {
  /** Heroes the other has (a copy) and this one lacks. */
  readonly onlyOther: readonly HeroId[]
  /** Heroes this one has and the other lacks. */
  readonly onlyOwn: readonly HeroId[]
  readonly both: readonly HeroId[]
}

/** Who has what the other lacks (a shared barracks beside one's own). */
export function compareBarracks(own: Barracks, other: Barracks): BarracksComparison {
  const ownIds = listOwnedHeroIds(own)
  const otherIds = listOwnedHeroIds(other)
  return {
    onlyOther: [...otherIds].filter((heroId) => !ownIds.has(heroId)),
    onlyOwn: [...ownIds].filter((heroId) => !otherIds.has(heroId)),
    both: [...ownIds].filter((heroId) => otherIds.has(heroId)),
  }
}
