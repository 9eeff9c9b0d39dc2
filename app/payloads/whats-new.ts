import * as v from 'valibot'
import type { HeroId } from '#app/domain/hero.ts'
import { type SkillId, SLOTS, type Slot } from '#app/domain/skill.ts'

// The importer ↔ site contract for "What's new": each sync compares its data with the
// generation before and adds the differences to a history, carried from generation to
// generation in build/whats-new.json (so it is switched in with the data, and survives
// restarts). The server reads it for /misc/whats-new, its Atom feed and the home page.

/** Its name in a generation's build folder. */
export const WHATS_NEW_FILE = 'whats-new.json'
export const WHATS_NEW_FORMAT = 1

/** The skill fields whose change is news (issue 26): cost, power, timing, who, what. */
export const SKILL_CHANGE_FIELDS = [
  'sp',
  'might',
  'cooldown',
  'restrictions',
  'description',
] as const
export type SkillChangeField = (typeof SKILL_CHANGE_FIELDS)[number]

export type NewHero = { readonly id: HeroId; readonly name: string }
/** Pseudo-skills (duo, harmonized, emblem) come with their hero and are left out. */
export type NewSkill = { readonly id: SkillId; readonly name: string; readonly slot: Slot }

/** A number before and after (null: the skill has none); the other fields only say "changed". */
export type SkillFieldChange =
  | {
      readonly field: 'sp' | 'might' | 'cooldown'
      readonly before: number | null
      readonly after: number | null
    }
  | { readonly field: 'restrictions' | 'description' }

export type ChangedSkill = NewSkill & { readonly changes: readonly SkillFieldChange[] }

export type NewBanner = { readonly name: string; readonly focusHeroes: readonly NewHero[] }

export type DatasetChanges = {
  readonly heroesAdded: readonly NewHero[]
  readonly skillsAdded: readonly NewSkill[]
  readonly skillsChanged: readonly ChangedSkill[]
  readonly bannersAdded: readonly NewBanner[]
}

/** The changes seen on one day (UTC), by one or more syncs. */
export type WhatsNewEntry = {
  /** YYYY-MM-DD, the day the syncs saw the changes. */
  readonly date: string
  /** When the last of that day's syncs ran (ISO): the Atom entry's `updated`. */
  readonly syncedAt: string
  readonly changes: DatasetChanges
}

/** Newest day first. */
export type WhatsNewHistory = {
  readonly format: typeof WHATS_NEW_FORMAT
  readonly entries: readonly WhatsNewEntry[]
}

export const EMPTY_HISTORY: WhatsNewHistory = { format: WHATS_NEW_FORMAT, entries: [] }

const heroId = v.pipe(
  v.string(),
  v.transform((id) => id as HeroId),
)
const skillId = v.pipe(
  v.string(),
  v.transform((id) => id as SkillId),
)
const newHeroSchema = v.object({ id: heroId, name: v.string() })
const newSkillSchema = v.object({ id: skillId, name: v.string(), slot: v.picklist(SLOTS) })
const nullableNumber = v.nullable(v.number())

export const whatsNewHistorySchema = v.object({
  format: v.literal(WHATS_NEW_FORMAT),
  entries: v.array(
    v.object({
      date: v.pipe(v.string(), v.isoDate()),
      syncedAt: v.pipe(v.string(), v.isoTimestamp()),
      changes: v.object({
        heroesAdded: v.array(newHeroSchema),
        skillsAdded: v.array(newSkillSchema),
        skillsChanged: v.array(
          v.object({
            ...newSkillSchema.entries,
            changes: v.array(
              v.variant('field', [
                v.object({
                  field: v.picklist(['sp', 'might', 'cooldown']),
                  before: nullableNumber,
                  after: nullableNumber,
                }),
                v.object({ field: v.picklist(['restrictions', 'description']) }),
              ]),
            ),
          }),
        ),
        bannersAdded: v.array(v.object({ name: v.string(), focusHeroes: v.array(newHeroSchema) })),
      }),
    }),
  ),
}) satisfies v.GenericSchema<unknown, WhatsNewHistory>

/** A hero or skill of the history as pages link it: with the slug it has today (0064). */
export type Linked<Entry> = Entry & { readonly slug: string }

export type LinkedChanges = {
  readonly heroesAdded: readonly Linked<NewHero>[]
  readonly skillsAdded: readonly Linked<NewSkill>[]
  readonly skillsChanged: readonly Linked<ChangedSkill>[]
  readonly bannersAdded: readonly (Omit<NewBanner, 'focusHeroes'> & {
    readonly focusHeroes: readonly Linked<NewHero>[]
  })[]
}

/** A day of the history as pages and the feed show it, every name with its link's slug. */
export type LinkedWhatsNewEntry = Omit<WhatsNewEntry, 'changes'> & {
  readonly changes: LinkedChanges
}

/** Today's slug of a hero or skill the history names by id (the history keeps ids only). */
export type SlugLookup = {
  readonly hero: (id: HeroId) => string
  readonly skill: (id: SkillId) => string
}

/** A day of the history with each hero's and skill's slug. */
export function linkWhatsNewEntry(entry: WhatsNewEntry, slugs: SlugLookup): LinkedWhatsNewEntry {
  const hero = (item: NewHero): Linked<NewHero> => ({ ...item, slug: slugs.hero(item.id) })
  const skill = <Item extends NewSkill>(item: Item): Linked<Item> => ({
    ...item,
    slug: slugs.skill(item.id),
  })
  const { heroesAdded, skillsAdded, skillsChanged, bannersAdded } = entry.changes
  return {
    ...entry,
    changes: {
      heroesAdded: heroesAdded.map(hero),
      skillsAdded: skillsAdded.map(skill),
      skillsChanged: skillsChanged.map(skill),
      bannersAdded: bannersAdded.map((banner) => ({
        ...banner,
        focusHeroes: banner.focusHeroes.map(hero),
      })),
    },
  }
}

/** Whether a day brought nothing (a sync of the same data). */
export function hasNoChanges(changes: DatasetChanges): boolean {
  return (
    changes.heroesAdded.length === 0 &&
    changes.skillsAdded.length === 0 &&
    changes.skillsChanged.length === 0 &&
    changes.bannersAdded.length === 0
  )
}
