import { createHash } from 'node:crypto'
import type { HeroId } from '#app/domain/hero.ts'
import {
  isPseudoSkillCategory,
  type SkillId,
  type SkillRestrictions,
  type Slot,
} from '#app/domain/skill.ts'
import {
  type ChangedSkill,
  type DatasetChanges,
  hasNoChanges,
  type NewHero,
  type SkillFieldChange,
  WHATS_NEW_FORMAT,
  type WhatsNewEntry,
  type WhatsNewHistory,
} from '#app/payloads/whats-new.ts'
import type { NormalizedDataset } from './normalize.ts'

// Issue 26, "What is new": a generation keeps a snapshot of what news is made of (snapshot.json
// beside its build); the next sync compares its own snapshot with it and adds the differences
// to the history it carries forward.

export const SNAPSHOT_FILE = 'snapshot.json'
export const SNAPSHOT_FORMAT = 1
/** Days of history kept: about two years of weekly updates. */
export const HISTORY_LIMIT = 100

type SkillSnapshot = {
  readonly name: string
  readonly slot: Slot
  readonly sp: number | null
  readonly might: number | null
  readonly cooldown: number | null
  /** The restrictions in a canonical text (lists sorted), null for exclusive skills. */
  readonly restrictions: string | null
  /** A hash of the description's full text, null without one. */
  readonly description: string | null
}

/** What a sync compares with the generation before: names, skill fields, banners. */
export type DatasetSnapshot = {
  readonly format: typeof SNAPSHOT_FORMAT
  readonly heroes: Readonly<Record<HeroId, string>>
  readonly skills: Readonly<Record<SkillId, SkillSnapshot>>
  readonly banners: Readonly<Record<string, readonly HeroId[]>>
}

/** The snapshot of a normalized dataset. */
export function takeSnapshot(dataset: NormalizedDataset): DatasetSnapshot {
  const descriptions = new Map(dataset.skillDescriptions.map((entry) => [entry.id, entry.full]))
  const skills: Record<string, SkillSnapshot> = {}
  for (const skill of dataset.skills) {
    if (isPseudoSkillCategory(skill.category)) continue
    const description = descriptions.get(skill.id)
    skills[skill.id] = {
      name: skill.name,
      slot: skill.category as Slot,
      sp: skill.sp,
      might: skill.might,
      cooldown: skill.cooldown,
      restrictions: skill.restrictions === null ? null : describeRestrictions(skill.restrictions),
      description:
        description === undefined
          ? null
          : createHash('sha256').update(description).digest('hex').slice(0, 16),
    }
  }
  return {
    format: SNAPSHOT_FORMAT,
    heroes: Object.fromEntries(dataset.heroes.map((hero) => [hero.id, hero.fullName])),
    skills,
    banners: Object.fromEntries(
      dataset.banners.map((banner) => [banner.name, banner.focusHeroIds]),
    ),
  }
}

/** The same rule whatever order upstream lists its move types and weapons in. */
function describeRestrictions(restrictions: SkillRestrictions): string {
  const sorted = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).sort()
  const { moves, weapons } = restrictions
  return JSON.stringify({
    moves: moves.kind === 'none' ? 'none' : [moves.kind, sorted(moves.moveTypes)],
    weapons: weapons.kind === 'none' ? 'none' : [weapons.kind, sorted(weapons.weapons)],
  })
}

const NUMBER_FIELDS = ['sp', 'might', 'cooldown'] as const
const TEXT_FIELDS = ['restrictions', 'description'] as const

/**
 * What `next` adds to or changes from `previous`: heroes, skills and banners new by id (or
 * name), and the skills present in both whose SP, might, cooldown, restrictions or description
 * differ. A description that appears where there was none is news; one that goes is not.
 * Removals are not news. Lists keep the data's order.
 */
export function compareSnapshots(previous: DatasetSnapshot, next: DatasetSnapshot): DatasetChanges {
  const heroName = (id: HeroId): NewHero => ({
    id,
    name: next.heroes[id] ?? previous.heroes[id] ?? id,
  })
  const skillsChanged: ChangedSkill[] = []
  for (const [id, after] of entriesOf(next.skills)) {
    const before = Object.hasOwn(previous.skills, id) ? previous.skills[id] : undefined
    if (before === undefined) continue
    const changes: SkillFieldChange[] = []
    for (const field of NUMBER_FIELDS) {
      if (before[field] !== after[field])
        changes.push({ field, before: before[field], after: after[field] })
    }
    for (const field of TEXT_FIELDS) {
      if (after[field] !== null && before[field] !== after[field]) changes.push({ field })
    }
    if (changes.length > 0) skillsChanged.push({ id, name: after.name, slot: after.slot, changes })
  }
  return {
    heroesAdded: entriesOf(next.heroes)
      .filter(([id]) => !Object.hasOwn(previous.heroes, id))
      .map(([id]) => heroName(id)),
    skillsAdded: entriesOf(next.skills)
      .filter(([id]) => !Object.hasOwn(previous.skills, id))
      .map(([id, skill]) => ({ id, name: skill.name, slot: skill.slot })),
    skillsChanged,
    bannersAdded: Object.entries(next.banners)
      .filter(([name]) => !Object.hasOwn(previous.banners, name))
      .map(([name, heroIds]) => ({ name, focusHeroes: heroIds.map(heroName) })),
  }
}

function entriesOf<Key extends string, Value>(
  record: Readonly<Record<Key, Value>>,
): [Key, Value][] {
  return Object.entries(record) as [Key, Value][]
}

/**
 * The history with one sync's changes added: a day with nothing new adds nothing; a second
 * sync on the same day joins that day's entry (a skill added then changed stays "added");
 * at most `limit` days are kept, newest first.
 */
export function addToHistory(
  history: WhatsNewHistory,
  sync: { readonly syncedAt: string; readonly changes: DatasetChanges },
  limit: number = HISTORY_LIMIT,
): WhatsNewHistory {
  if (hasNoChanges(sync.changes)) return history
  const date = sync.syncedAt.slice(0, 10)
  const [newest, ...older] = history.entries
  const entry: WhatsNewEntry =
    newest?.date === date
      ? { date, syncedAt: sync.syncedAt, changes: joinChanges(newest.changes, sync.changes) }
      : { date, syncedAt: sync.syncedAt, changes: sync.changes }
  const kept = newest?.date === date ? older : history.entries
  return { format: WHATS_NEW_FORMAT, entries: [entry, ...kept].slice(0, limit) }
}

function joinChanges(earlier: DatasetChanges, later: DatasetChanges): DatasetChanges {
  const addedSkills = new Set<string>(earlier.skillsAdded.map((skill) => skill.id))
  const changedLater = new Map(later.skillsChanged.map((skill) => [skill.id, skill]))
  const unique = <Item>(items: readonly Item[], key: (item: Item) => string): Item[] => {
    const seen = new Set<string>()
    return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)))
  }
  return {
    heroesAdded: unique([...earlier.heroesAdded, ...later.heroesAdded], (hero) => hero.id),
    skillsAdded: unique([...earlier.skillsAdded, ...later.skillsAdded], (skill) => skill.id),
    skillsChanged: [
      // A skill changed twice in a day: the first value before, the last after.
      ...earlier.skillsChanged.flatMap((skill) => {
        const again = changedLater.get(skill.id)
        if (!again) return [skill]
        const changes = joinFieldChanges(skill.changes, again.changes)
        return changes.length > 0 ? [{ ...again, changes }] : []
      }),
      ...later.skillsChanged.filter(
        (skill) =>
          !addedSkills.has(skill.id) &&
          !earlier.skillsChanged.some((earlierSkill) => earlierSkill.id === skill.id),
      ),
    ],
    bannersAdded: unique([...earlier.bannersAdded, ...later.bannersAdded], (banner) => banner.name),
  }
}

function joinFieldChanges(
  earlier: readonly SkillFieldChange[],
  later: readonly SkillFieldChange[],
): SkillFieldChange[] {
  const joined = new Map<string, SkillFieldChange>(earlier.map((change) => [change.field, change]))
  for (const change of later) {
    const first = joined.get(change.field)
    joined.set(
      change.field,
      first && 'before' in first && 'after' in change
        ? { ...change, before: first.before }
        : change,
    )
  }
  // A number changed back within the day is no change.
  return [...joined.values()].filter(
    (change) => !('before' in change) || change.before !== change.after,
  )
}
