import type { HeroId } from '#app/domain/hero.ts'
import {
  listWantableSkills,
  type PlanData,
  type PlanSkill,
  splitWantableSkills,
} from '#app/domain/inheritance-plan.ts'
import { indexPeelerData, type PeelerHero, type PeelerLink } from '#app/domain/peeler.ts'
import { compareKeys, foldText } from '#app/domain/search.ts'
import type { SkillId, WantSlot } from '#app/domain/skill.ts'
import {
  fromColumnar,
  fromColumnarWithSlugs,
  type PeelerHeroRow,
  type PeelerPayload,
  type PeelerSkillRow,
  usualHeroSlug,
  usualPeelerSkillSlug,
} from '#app/payloads/dataset-payloads.ts'

/** The planner's data: the peeler payload with each skill's SP, and the heroes by name. */
export type PlannerPayload = {
  readonly data: PlanData
  /** Every hero, by name, for the targets' picker. */
  readonly heroes: readonly PeelerHero[]
  /** Folded names with accents spelled out, for the pickers' matching. */
  readonly heroTexts: ReadonlyMap<HeroId, string>
  readonly skillTexts: ReadonlyMap<SkillId, string>
  /** Game numbers both ways: the share link names heroes by them (data only: loader data). */
  readonly numberById: ReadonlyMap<HeroId, number>
  readonly heroByNumber: ReadonlyMap<number, HeroId>
  /**
   * What a target may be taught: the domain's rules bound to the data, and loaded with it, so
   * that the bare page does not carry the rules (nor the peeler's, which they use).
   */
  readonly listWantableSkills: (heroId: HeroId, slot: WantSlot) => readonly PlanSkill[]
  readonly splitWantableSkills: (
    heroId: HeroId,
    skillIds: readonly SkillId[],
  ) => ReturnType<typeof splitWantableSkills>
}

/** The payload's want rules over `data` (bindWantRules(data) completes a payload in tests). */
export function bindWantRules(
  data: PlanData,
): Pick<PlannerPayload, 'listWantableSkills' | 'splitWantableSkills'> {
  return {
    listWantableSkills: (heroId, slot) => listWantableSkills(data, heroId, slot),
    splitWantableSkills: (heroId, skillIds) => splitWantableSkills(data, heroId, skillIds),
  }
}

/**
 * The peeler payload as the planner reads it. Decoded apart from the peeler's own: the planner
 * keeps SP and hero numbers. Loaded with the data (planner-payload.ts) and by the worker.
 */
export function decodePlannerPayload(payload: PeelerPayload): PlannerPayload {
  const heroRows = fromColumnarWithSlugs<PeelerHeroRow>(payload.heroes, usualHeroSlug)
  const skillRows = fromColumnarWithSlugs<PeelerSkillRow>(payload.skills, usualPeelerSkillSlug)
  const upgradeIds = skillRows.map((): SkillId[] => [])
  for (const row of skillRows) {
    for (const downgradeRow of row.downgradeRows) upgradeIds[downgradeRow]?.push(row.id)
  }
  const heroes: PeelerHero[] = heroRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    fullName: `${row.name}: ${row.title}`,
    abbreviatedName: row.abbreviatedName,
    title: row.title,
    weaponType: row.weaponType,
    moveType: row.moveType,
    traits: row.traits,
    lowestRarities: row.lowestRarities,
    divineCodes: row.divineCodes,
  }))
  const skills: PlanSkill[] = skillRows.map((row, index) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    isExclusive: row.isExclusive,
    restrictions: row.restrictions,
    // An older payload has no SP: its skills cost nothing, the rest of the plan holds.
    sp: row.sp ?? null,
    downgradeIds: row.downgradeRows.flatMap((downgradeRow) => {
      const lower = skillRows[downgradeRow]
      return lower ? [lower.id] : []
    }),
    upgradeIds: upgradeIds[index] ?? [],
  }))
  const links = fromColumnar(payload.links).flatMap((link): PeelerLink[] => {
    const hero = heroRows[link.heroRow]
    const skill = skillRows[link.skillRow]
    return hero && skill
      ? [{ heroId: hero.id, skillId: skill.id, unlockRarity: link.unlockRarity }]
      : []
  })
  const byNumber = new Map(heroRows.map((row) => [row.heroNumber, row.id]))
  const numberById = new Map(heroRows.map((row) => [row.id, row.heroNumber]))
  const heroTexts = new Map(
    heroRows.map((row, index) => [
      row.id,
      foldText(`${heroes[index]?.fullName}\n${row.abbreviatedName}\n${row.searchName ?? ''}`),
    ]),
  )
  const data = indexPeelerData(heroes, skills, links) as PlanData
  return {
    data,
    ...bindWantRules(data),
    heroes: heroes
      .map((hero) => ({ key: foldText(hero.fullName), hero }))
      .sort((a, b) => compareKeys(a.key, b.key))
      .map(({ hero }) => hero),
    heroTexts,
    skillTexts: new Map(
      skillRows.map((row) => [row.id, foldText(`${row.name}\n${row.searchName ?? ''}`)]),
    ),
    numberById,
    heroByNumber: byNumber,
  }
}
