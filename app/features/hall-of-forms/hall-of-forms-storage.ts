import * as v from 'valibot'
import { FORMA_SLOTS, LAST_CHAMBER } from '#app/domain/hall-of-forms.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { parseVersion, type Version } from '#app/domain/version.ts'
import type { PersistedDefinition } from '#app/storage/browser-saves.ts'
import { createEmptyKit, createKitSchema } from '#app/storage/kits.ts'

export type FormaSlot = (typeof FORMA_SLOTS)[number]
export type FormaKit = Readonly<Record<FormaSlot, SkillId | null>>

/** One of the four Forma heroes and the skill chosen for each of its slots. */
export type FormaHero = { readonly heroId: HeroId | null; readonly kit: FormaKit }

/** The player's plan: the chamber, the hall's version (null: the newest) and four heroes. */
export type HallOfFormsPlan = {
  readonly chamber: number
  readonly version: Version | null
  readonly heroes: readonly FormaHero[]
}

export const FORMA_HERO_COUNT = 4
export const EMPTY_KIT: FormaKit = createEmptyKit(FORMA_SLOTS)

const planSchema = v.object({
  chamber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LAST_CHAMBER)),
  version: v.nullable(
    v.pipe(
      v.string(),
      v.check((text) => parseVersion(text) !== null, 'a version such as 10.4'),
      v.transform((text) => text as Version),
    ),
  ),
  heroes: v.pipe(
    v.array(
      v.object({
        heroId: v.nullable(
          v.pipe(
            v.string(),
            v.transform((id) => id as HeroId),
          ),
        ),
        kit: createKitSchema(FORMA_SLOTS),
      }),
    ),
    v.length(FORMA_HERO_COUNT),
  ),
})

/** Kept through the browser saves (docs/decisions/0017-browser-saves.md). */
export const HALL_OF_FORMS_STORAGE: PersistedDefinition<HallOfFormsPlan> = {
  name: 'hall-of-forms',
  version: 1,
  schema: planSchema,
  initial: {
    chamber: 1,
    version: null,
    heroes: Array.from({ length: FORMA_HERO_COUNT }, () => ({ heroId: null, kit: EMPTY_KIT })),
  },
  migrations: {},
}
