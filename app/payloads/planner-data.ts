import type { HeroId } from '#app/domain/hero.ts'
import { compareKeys, foldText } from '#app/domain/search.ts'
import { isPseudoSkillCategory, type SkillId } from '#app/domain/skill.ts'
import type { OptionSkill } from '#app/domain/skill-options.ts'
import { findNewestVersion, type Version } from '#app/domain/version.ts'
import {
  type Columnar,
  decodeHeroRows,
  type HeroListRow,
  type PackedSlug,
  readColumns,
  readSkillSlug,
  type SkillListRow,
} from './dataset-payloads.ts'
import { loadPayloadFile } from './payload-cache.ts'

// The Hall of Forms and Binding Worlds planners: the player's plan lives in the browser, so
// the heroes and skills it names come from the hashed payload files, read by the routes'
// clientLoaders through the payload cache.

/** Where a planner's heroes and skills are served (the loader sends it). */
export type PlannerSource = { readonly heroesUrl: string; readonly skillsUrl: string }

/** A hero as the planners show and pick it. */
export type PlannerHero = Pick<
  HeroListRow,
  | 'id'
  | 'slug'
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

function decodeHeroes(payload: Columnar<PackedSlug<HeroListRow>>): readonly PlannerHero[] {
  // Keys made once and compared as text: folding each name in the comparator took longer than
  // decoding the whole payload.
  return decodeHeroRows(payload)
    .map((row) => {
      const fullName = `${row.name}: ${row.title}`
      return {
        key: foldText(fullName),
        hero: {
          id: row.id,
          slug: row.slug,
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

function decodeSkills(columnar: Columnar<PackedSlug<SkillListRow>>): readonly OptionSkill[] {
  const at = readColumns(columnar)
  const skills: OptionSkill[] = []
  for (let index = 0; index < columnar.count; index++) {
    const category = at('category', index)
    if (at('baseRow', index) !== null || isPseudoSkillCategory(category)) continue
    skills.push({
      id: at('id', index),
      slug: readSkillSlug(at, index),
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

/** The planners' heroes and skills, from the payload cache (fetched once, decoded once). */
export async function loadPlannerData(source: PlannerSource): Promise<PlannerData> {
  const [heroes, skills] = await Promise.all([
    loadPayloadFile(source.heroesUrl, decodeHeroes),
    loadPayloadFile(source.skillsUrl, decodeSkills),
  ])
  return {
    heroes,
    heroesById: new Map(heroes.map((hero) => [hero.id, hero])),
    skills,
    skillsById: new Map(skills.map((skill) => [skill.id, skill])),
    newestVersion: findNewestVersion(skills),
  }
}
