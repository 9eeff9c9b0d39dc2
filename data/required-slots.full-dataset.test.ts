// The Fodder tab's slots, computed from our own data, against upstream `required_slots`.
// Runs only when HERO_PEELER_DATA names a directory of the upstream files.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  calculateOwnersLowestRarities,
  type FodderSource,
  type LowestRarities,
} from '#app/domain/availability.ts'
import { calculateRequiredSlots, findDowngrades } from '#app/domain/inheritance.ts'
import type { HeroSkill, Skill, SkillId } from '#app/domain/skill.ts'
import { type NormalizedDataset, normalizeDataset } from './normalize.ts'
import { readUpstreamFrom } from './read-fixture.ts'

const dataDirectory = process.env.HERO_PEELER_DATA
const hasData = dataDirectory !== undefined && existsSync(join(dataDirectory, 'units.json'))

const SOURCES: Readonly<Record<string, FodderSource>> = {
  g4: 'generic4',
  gsr: 'generic4SpecialRate',
  g5: 'generic5',
  sh4: 'specialHeroes4',
  shsr: 'specialHeroes4SpecialRate',
  sh5: 'specialHeroes5',
  hg4: 'heroicGrails4',
  hg5: 'heroicGrails5',
  dc: 'divineCodes',
}

// Upstream reads each source as one exact rarity (g5: generic at exactly 5★) and the Fodder
// tab's columns add the sources to their left; ours reads "at most" (data/derived-values
// full-dataset test shows the two agree). Here both read upstream's way, so only the owners'
// rarities differ.
const EXACT: Readonly<Record<FodderSource, (rarities: LowestRarities) => LowestRarities>> = {
  generic4: (rarities) => rarities,
  generic4SpecialRate: (r) => ({
    genericSummonPool: r.genericSummonPool === 4.5 ? 4.5 : undefined,
  }),
  generic5: (r) => ({ genericSummonPool: r.genericSummonPool === 5 ? 5 : undefined }),
  specialHeroes4: (rarities) => rarities,
  specialHeroes4SpecialRate: (r) => ({ specialHeroes: r.specialHeroes === 4.5 ? 4.5 : undefined }),
  specialHeroes5: (r) => ({ specialHeroes: r.specialHeroes === 5 ? 5 : undefined }),
  heroicGrails4: (rarities) => rarities,
  heroicGrails5: (r) => ({ heroicGrails: r.heroicGrails === 5 ? 5 : undefined }),
  divineCodes: (rarities) => rarities,
}

describe.skipIf(!hasData)('required slots on the full dataset', () => {
  let dataset: NormalizedDataset
  let skillsById: Map<SkillId, Skill>
  let ownersBySkill: Map<SkillId, HeroSkill[]>
  let upstream: { id: SkillId; required: Record<string, number> }[]

  beforeAll(async () => {
    dataset = normalizeDataset(await readUpstreamFrom(dataDirectory ?? '')).dataset
    skillsById = new Map(dataset.skills.map((skill) => [skill.id, skill]))
    ownersBySkill = new Map()
    for (const link of dataset.heroSkills) {
      ownersBySkill.set(link.skillId, [...(ownersBySkill.get(link.skillId) ?? []), link])
    }
    upstream = (
      JSON.parse(readFileSync(join(dataDirectory ?? '', 'skills-availabilities.json'), 'utf8')) as {
        id: SkillId
        required_slots?: Record<string, number>
      }[]
    ).flatMap((record) =>
      record.required_slots ? [{ id: record.id, required: record.required_slots }] : [],
    )
  })

  const POOL_KEYS: Readonly<Record<string, keyof LowestRarities>> = {
    gsp: 'genericSummonPool',
    ssp: 'specialHeroes',
    hg: 'heroicGrails',
    dc: 'divineCodes',
    ldc: 'limitedDivineCodes',
    foc: 'focusOnly',
  }

  /** The owners' lowest rarities per skill: when obtained (upstream's olrwo) or holding it. */
  function ownersLowest(options: { readonly whenObtained: boolean }) {
    const availability = new Map(
      dataset.heroAvailabilities.map((entry) => [entry.heroId, entry.lowestRarities]),
    )
    const cache = new Map<SkillId, LowestRarities>()
    return (id: SkillId): LowestRarities => {
      let known = cache.get(id)
      if (known === undefined) {
        known = calculateOwnersLowestRarities(
          (ownersBySkill.get(id) ?? []).map((link) => ({
            unlockRarity: link.unlockRarity,
            lowestRarities: availability.get(link.heroId) ?? {},
          })),
          options,
        )
        cache.set(id, known)
      }
      return known
    }
  }

  /** Slots per (skill, upstream source key): read upstream's way (exact) or ours (at most). */
  function slots(
    lowestOf: (id: SkillId) => LowestRarities,
    reading: 'exact' | 'atMost' = 'exact',
  ): Map<string, number> {
    const result = new Map<string, number>()
    for (const { id, required } of upstream) {
      for (const [key, source] of Object.entries(SOURCES)) {
        if (required[key] === undefined) continue
        const value = calculateRequiredSlots({
          skillId: id,
          skillsById,
          source,
          getLowestRarities: (skillId) =>
            reading === 'exact' ? EXACT[source](lowestOf(skillId)) : lowestOf(skillId),
        })
        result.set(`${id} ${key}`, value)
      }
    }
    return result
  }

  test('from our rarities when obtained, slots equal upstream’s but where its snapshot is older', () => {
    // skills-availabilities.json is older than units-availabilities.json: heroes have moved
    // pools since (a 4★ SR hero now a 3★–4★ one…). A difference is explained when upstream's
    // olrwo of the skill or of a lower tier is not what the current owners give.
    const olrwo = new Map(
      (
        JSON.parse(
          readFileSync(join(dataDirectory ?? '', 'skills-availabilities.json'), 'utf8'),
        ) as { id: SkillId; olrwo?: Record<string, number> }[]
      ).map((record) => [
        record.id,
        Object.fromEntries(
          Object.entries(record.olrwo ?? {}).map(([key, rarity]) => [POOL_KEYS[key], rarity]),
        ) as LowestRarities,
      ]),
    )
    const lowestOf = ownersLowest({ whenObtained: true })
    const hasDrifted = (id: SkillId): boolean =>
      [id, ...findDowngrades(id, skillsById)].some(
        (tier) =>
          JSON.stringify(sortKeys(lowestOf(tier))) !==
          JSON.stringify(sortKeys(olrwo.get(tier) ?? {})),
      )
    const ours = slots(lowestOf)
    let explained = 0
    const unexplained: string[] = []
    for (const { id, required } of upstream) {
      for (const key of Object.keys(SOURCES)) {
        const value = ours.get(`${id} ${key}`)
        if (value === undefined || value === required[key]) continue
        if (hasDrifted(id)) explained += 1
        else unexplained.push(`${id} ${key}: ${value} ≠ ${required[key]}`)
      }
    }
    console.info(`required slots: ${ours.size} compared, ${explained} differ by newer pools`)
    expect(ours.size).toBeGreaterThan(10_000)
    expect(unexplained).toEqual([])
  })

  test('counting the rarity at which owners hold the skill, slots only go up', () => {
    // Upstream ignores unlock rarities (reference bug §7.2 #23): a 3★ owner that learns a
    // tier only at 5★ does not give it at 3★–4★. The Fodder tab counts that: some skills need
    // more slots from a cheap source than upstream says; never fewer.
    // Compared in our "at most" reading: in upstream's exact one, a 3★ owner promoted to 5★
    // starts to count for g5 and lowers it, an artefact of that reading.
    const obtained = slots(ownersLowest({ whenObtained: true }), 'atMost')
    const holding = slots(ownersLowest({ whenObtained: false }), 'atMost')
    const lower = [...holding].filter(([key, value]) => value < (obtained.get(key) ?? 0))
    const higher = [...holding].filter(([key, value]) => value > (obtained.get(key) ?? 0))
    console.info(`required slots: ${higher.length} higher once the unlock rarity counts`)
    expect(lower).toEqual([])
    expect(higher.length).toBeGreaterThan(0)
  })
})

function sortKeys(rarities: LowestRarities): [string, number | undefined][] {
  return Object.entries(rarities)
    .filter(([, rarity]) => rarity !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
}
