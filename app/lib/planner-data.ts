import { useMemo } from 'react'
import * as v from 'valibot'
import type { HeroId } from '#app/domain/hero.ts'
import { compareKeys, foldText } from '#app/domain/search.ts'
import { isPseudoSkillCategory, type SkillId } from '#app/domain/skill.ts'
import type { OptionSkill } from '#app/domain/skill-options.ts'
import { findNewestVersion, type Version } from '#app/domain/version.ts'
import { usePayloadFile } from '#app/hooks/use-payload-file.ts'
import {
  type Columnar,
  decodeHeroRows,
  type HeroListRow,
  readColumns,
  type SkillListRow,
} from '#app/payloads/dataset-payloads.ts'

// The Hall of Forms and Binding Worlds planners: the player's plan lives in the browser, so
// the heroes and skills it names come from the hashed payload files, fetched in the browser.

/** Where a planner's heroes and skills are served (the loader sends it). */
export type PlannerSource = { readonly heroesUrl: string; readonly skillsUrl: string }

/** A hero as the planners show and pick it. */
export type PlannerHero = Pick<
  HeroListRow,
  | 'id'
  | 'name'
  | 'title'
  | 'weaponType'
  | 'moveType'
  | 'rating'
  | 'portrait'
  | 'maxDragonflowers'
  | 'superboons'
  | 'superbanes'
> & {
  /** "Name: Title", as the game and the pickers print it. */
  readonly fullName: string
}

export type PlannerData = {
  /** Every hero, by name. */
  readonly heroes: readonly PlannerHero[]
  readonly heroesById: ReadonlyMap<HeroId, PlannerHero>
  /** Every skill a hero can be given: no refine (it comes with its weapon), no pseudo-skill. */
  readonly skills: readonly OptionSkill[]
  readonly skillsById: ReadonlyMap<SkillId, OptionSkill>
  /** The newest skill version: the current Hall of Forms version. */
  readonly newestVersion: Version | null
}

function decodeHeroes(payload: unknown): readonly PlannerHero[] {
  // Keys made once and compared as text: folding each name in the comparator took longer than
  // decoding the whole payload.
  return decodeHeroRows(payload as Columnar<HeroListRow>)
    .map((row) => {
      const fullName = `${row.name}: ${row.title}`
      return {
        key: foldText(fullName),
        hero: {
          id: row.id,
          name: row.name,
          title: row.title,
          fullName,
          weaponType: row.weaponType,
          moveType: row.moveType,
          rating: row.rating,
          portrait: row.portrait,
          maxDragonflowers: row.maxDragonflowers,
          superboons: row.superboons,
          superbanes: row.superbanes,
        },
      }
    })
    .sort((a, b) => compareKeys(a.key, b.key))
    .map((entry) => entry.hero)
}

function decodeSkills(payload: unknown): readonly OptionSkill[] {
  const columnar = payload as Columnar<SkillListRow>
  const at = readColumns(columnar)
  const skills: OptionSkill[] = []
  for (let index = 0; index < columnar.count; index++) {
    const category = at('category', index)
    if (at('baseRow', index) !== null || isPseudoSkillCategory(category)) continue
    skills.push({
      id: at('id', index),
      name: at('name', index),
      category,
      isExclusive: at('isExclusive', index),
      restrictions: at('restrictions', index),
      sp: at('sp', index),
      version: at('version', index),
      isMax: at('isMax', index),
      rating: at('rating', index),
      grade: at('grade', index),
    })
  }
  return skills
}

/** The planners' heroes and skills once both payload files have arrived; null before. */
export function usePlannerData(source: PlannerSource): PlannerData | null {
  const heroes = usePayloadFile(source.heroesUrl, decodeHeroes)
  const skills = usePayloadFile(source.skillsUrl, decodeSkills)
  return useMemo(
    () =>
      heroes && skills
        ? {
            heroes,
            heroesById: new Map(heroes.map((hero) => [hero.id, hero])),
            skills,
            skillsById: new Map(skills.map((skill) => [skill.id, skill])),
            newestVersion: findNewestVersion(skills),
          }
        : null,
    [heroes, skills],
  )
}

/** Checks a saved kit: every slot holds a skill id or null. */
export function createKitSchema<Slot extends string>(
  slots: readonly Slot[],
): v.GenericSchema<unknown, Readonly<Record<Slot, SkillId | null>>> {
  const skillId = v.nullable(
    v.pipe(
      v.string(),
      v.transform((id) => id as SkillId),
    ),
  )
  return v.object(
    Object.fromEntries(slots.map((slot) => [slot, skillId])),
  ) as unknown as v.GenericSchema<unknown, Readonly<Record<Slot, SkillId | null>>>
}

/** A kit with every slot empty. */
export function createEmptyKit<Slot extends string>(
  slots: readonly Slot[],
): Readonly<Record<Slot, SkillId | null>> {
  return Object.fromEntries(slots.map((slot) => [slot, null])) as Record<Slot, SkillId | null>
}
