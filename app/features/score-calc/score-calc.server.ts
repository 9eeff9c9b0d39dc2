import { ARENA_SP_SLOTS, type ArenaSpSlot, calculateSkillsMaxSp } from '#app/domain/arena-score.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { canEquip } from '#app/domain/inheritance.ts'
import {
  buildMaximumScoreBuild,
  calculateBestSpBySlot,
  calculateHeroScore,
  calculateTeamScores,
  type ScoreBuild,
  type ScoreContext,
  type ScoreHero,
} from '#app/domain/score-calculator.ts'
import { compareText, formatHeroLabel } from '#app/domain/search.ts'
import type { Skill } from '#app/domain/skill.ts'
import { findSuperboons } from '#app/domain/stats.ts'
import { type Dataset, getDataset, payloadUrl } from '#app/server/dataset.server.ts'
import type {
  EquippableSkill,
  EquippableSkills,
  ScoreCalcPageData,
  ScoreCalcSlot,
} from './score-calc-data.ts'

type Source = {
  readonly heroes: ReadonlyMap<string, ScoreHero & { readonly label: string }>
  readonly equippable: Map<string, EquippableSkills>
  readonly chosenHeroes: readonly { readonly id: HeroId; readonly label: string }[]
}

const sources = new WeakMap<Dataset, Source>()

function getSource(dataset: Dataset): Source {
  let source = sources.get(dataset)
  if (source) return source
  const skills = dataset.payloads['skill-details'].data
  const heroes = new Map<string, ScoreHero & { readonly label: string }>()
  for (const [id, detail] of Object.entries(dataset.payloads['hero-details'].data)) {
    const ownSkills = detail.skills.flatMap((link) => {
      const skill = skills[link.skillId]?.skill
      return skill ? [skill] : []
    })
    heroes.set(id, {
      ...detail.hero,
      label: formatHeroLabel(detail.hero),
      skillsMaxSp: calculateSkillsMaxSp({ weaponType: detail.hero.weaponType, ownSkills }),
      superboons: findSuperboons(detail.hero.stats),
    })
  }
  const chosenHeroes = [...heroes.values()]
    .filter((hero) => hero.traits.includes('chosen'))
    .map((hero) => ({ id: hero.id, label: hero.label }))
  source = { heroes, equippable: new Map(), chosenHeroes }
  sources.set(dataset, source)
  return source
}

function findEquippableSkills(dataset: Dataset, source: Source, hero: ScoreHero): EquippableSkills {
  const known = source.equippable.get(hero.id)
  if (known) return known
  const bySlot = Object.fromEntries(ARENA_SP_SLOTS.map((slot) => [slot, []])) as unknown as Record<
    ArenaSpSlot,
    EquippableSkill[]
  >
  for (const detail of Object.values(dataset.payloads['skill-details'].data)) {
    const skill: Skill = detail.skill
    if (!(ARENA_SP_SLOTS as readonly string[]).includes(skill.category) || skill.sp === null)
      continue
    const owners = new Set(detail.owners.map((owner) => owner.heroId))
    if (!canEquip(hero, skill, owners)) continue
    bySlot[skill.category as ArenaSpSlot].push({ id: skill.id, name: skill.name, sp: skill.sp })
  }
  for (const slot of ARENA_SP_SLOTS) {
    bySlot[slot].sort(
      (first, second) => second.sp - first.sp || compareText(first.name, second.name),
    )
  }
  source.equippable.set(hero.id, bySlot)
  return bySlot
}

/** What the hero can equip in each slot, highest SP first; null for an unknown hero. */
export function listEquippableSkills(dataset: Dataset, heroId: string): EquippableSkills | null {
  const source = getSource(dataset)
  const hero = source.heroes.get(heroId)
  return hero ? findEquippableSkills(dataset, source, hero) : null
}

/** The names of the build's named skills that the hero can equip and whose SP it still has. */
function nameBuildSkills(
  equippable: EquippableSkills,
  build: ScoreBuild,
): Partial<Record<ArenaSpSlot, string>> {
  const names: Partial<Record<ArenaSpSlot, string>> = {}
  for (const slot of ARENA_SP_SLOTS) {
    const skill = equippable[slot].find((each) => each.id === build.skills[slot])
    if (skill && skill.sp === build.sp[slot]) names[slot] = skill.name
  }
  return names
}

/** Scores a team for a dataset: per hero with its breakdown, then the team. */
export function calculateScoreCalcPage(
  dataset: Dataset,
  options: { readonly team: readonly (ScoreBuild | null)[]; readonly context: ScoreContext },
): Omit<ScoreCalcPageData, 'searchUrl'> {
  const source = getSource(dataset)
  const members = options.team.map((build) => {
    const hero = build ? source.heroes.get(build.heroId) : undefined
    return build && hero ? { build, hero } : null
  })
  const teamLegendaryElements = members.flatMap((member) =>
    member?.hero.traits.includes('legendary') && member.hero.element ? [member.hero.element] : [],
  )
  const slots = members.map((member): ScoreCalcSlot | null => {
    if (!member) return null
    const { build, hero } = member
    const chosenHero = build.chosenHeroId ? (source.heroes.get(build.chosenHeroId) ?? null) : null
    const ownSkills = dataset.payloads['hero-details'].data[hero.id]?.skills.flatMap((link) => {
      const skill = dataset.payloads['skill-details'].data[link.skillId]?.skill
      return skill ? [skill] : []
    })
    return {
      hero: {
        id: hero.id,
        label: hero.label,
        element: hero.element,
        traits: hero.traits,
        moveType: hero.moveType,
        isStory: hero.isStory,
        superboons: hero.superboons,
      },
      build,
      skillNames: nameBuildSkills(findEquippableSkills(dataset, source, hero), build),
      canUseDuelSkills: hero.moveType !== 'armored',
      score: calculateHeroScore({
        hero,
        build,
        chosenHero,
        context: options.context,
        teamLegendaryElements,
      }),
      maximumBuild: buildMaximumScoreBuild(
        hero,
        calculateBestSpBySlot({ weaponType: hero.weaponType, ownSkills: ownSkills ?? [] }),
        build,
      ),
    }
  })
  return {
    slots,
    team: calculateTeamScores(
      slots.map((slot) => slot?.score.visibleBaseScore ?? null),
      options.context,
    ),
    chosenHeroes: source.chosenHeroes,
  }
}

export async function readScoreCalcPage(options: {
  readonly team: readonly (ScoreBuild | null)[]
  readonly context: ScoreContext
}): Promise<ScoreCalcPageData> {
  const dataset = await getDataset()
  return {
    ...calculateScoreCalcPage(dataset, options),
    searchUrl: payloadUrl(dataset, 'search'),
  }
}

/** Whether a hero id names a hero of the dataset (the share code's ids are checked). */
export function hasHero(dataset: Dataset, heroId: string): boolean {
  return getSource(dataset).heroes.has(heroId)
}
