import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  calculateMaxArenaScore,
  calculateMaxBaseStatTotal,
  calculateSkillsMaxSp,
} from '#app/domain/arena-score.ts'
import { calculateOwnersLowestRarities, type LowestRarities } from '#app/domain/availability.ts'
import type { Hero, HeroId } from '#app/domain/hero.ts'
import {
  compareKeys,
  formatHeroLabel,
  listHeroSearchTexts,
  listSkillSearchTexts,
  transliterate,
} from '#app/domain/search.ts'
import {
  type HeroSkill,
  isPseudoSkillCategory,
  type SkillId,
  type Slot,
} from '#app/domain/skill.ts'
import { STATS } from '#app/domain/stat.ts'
import {
  calculateBaseStatTotal,
  calculateStats,
  findSuperbanes,
  findSuperboons,
} from '#app/domain/stats.ts'
import {
  type BuildIndex,
  type HeroDetail,
  type HeroListRow,
  PAYLOAD_FORMAT,
  PAYLOAD_NAMES,
  type PackedSlug,
  type PayloadContents,
  type PayloadName,
  type PeelerHeroRow,
  type PeelerLinkRow,
  type PeelerSkillRow,
  packPortrait,
  packSlug,
  type SearchEntry,
  type SkillDescriptionsPayload,
  type SkillDetail,
  type SkillListRow,
  toColumnar,
  usualHeroSlug,
  usualPeelerSkillSlug,
  usualSearchSlug,
  usualSkillSlug,
} from '#app/payloads/dataset-payloads.ts'
import type { ImporterWarning } from './check-references.ts'
import type { NormalizedDataset } from './normalize.ts'

export type BuildMeta = {
  readonly upstreamCommit: string | null
  readonly syncedAt: string
  readonly warningCount: number
}

const NEWEST_COUNT = 8
/** Columns with few distinct values, stored once each (measured: −30 % gzip on skills). */
const HERO_DICTIONARY_COLUMNS: readonly (keyof PackedSlug<HeroListRow>)[] = [
  'games',
  'superboons',
  'superbanes',
  'traits',
  'lowestRarities',
  'exclusiveSlots',
]
const SKILL_DICTIONARY_COLUMNS: readonly (keyof PackedSlug<SkillListRow>)[] = [
  'weapon',
  'effectiveness',
  'restrictions',
  'ownersLowestRarities',
]

function groupBy<Item, Key>(items: readonly Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}

/** Shapes the normalized dataset into one payload per page, and checks derived figures. */
export function buildPayloadContents(
  dataset: NormalizedDataset,
  meta: BuildMeta,
): { contents: PayloadContents; warnings: ImporterWarning[] } {
  const warnings: ImporterWarning[] = []
  const skillsById = new Map(dataset.skills.map((skill) => [skill.id, skill]))
  const availabilityByHero = new Map(
    dataset.heroAvailabilities.map((availability) => [availability.heroId, availability]),
  )
  const artsByHero = new Map(dataset.heroArts.map((arts) => [arts.heroId, arts]))
  const linksByHero = groupBy(dataset.heroSkills, (link) => link.heroId)
  const linksBySkill = groupBy(dataset.heroSkills, (link) => link.skillId)
  const describedIds = new Set(dataset.skillDescriptions.map((description) => description.id))

  // Refines have no owners of their own upstream: they share their base weapon's.
  const ownersOf = (skillId: SkillId): readonly HeroSkill[] => {
    const own = linksBySkill.get(skillId)
    if (own && own.length > 0) return own
    const baseId = skillsById.get(skillId)?.baseId
    return baseId ? (linksBySkill.get(baseId) ?? []) : []
  }
  // The rarity at which an owner gives the skill (domain rule: had AND holding it).
  const ownersLowestRarities = (skillId: SkillId): LowestRarities =>
    calculateOwnersLowestRarities(
      ownersOf(skillId).map((link) => ({
        unlockRarity: link.unlockRarity,
        lowestRarities: availabilityByHero.get(link.heroId)?.lowestRarities ?? {},
      })),
    )
  const maxScores = new Map<HeroId, number>()
  const maxScoreOf = (hero: Hero): number => {
    const known = maxScores.get(hero.id)
    if (known !== undefined) return known
    const stats = calculateStats(hero.stats)
    const ownSkills = (linksByHero.get(hero.id) ?? []).flatMap((link) => {
      const skill = skillsById.get(link.skillId)
      return skill ? [skill] : []
    })
    const score = calculateMaxArenaScore({
      hero,
      skillsMaxSp: calculateSkillsMaxSp({ weaponType: hero.weaponType, ownSkills }),
      maxBaseStatTotal: calculateMaxBaseStatTotal({
        baseStatTotal: calculateBaseStatTotal(stats),
        hasSuperboon: findSuperboons(hero.stats).length > 0,
        isStory: hero.isStory,
      }),
    })
    maxScores.set(hero.id, score)
    return score
  }

  const heroRows: PackedSlug<HeroListRow>[] = dataset.heroes.map((hero, index) => {
    const stats = calculateStats(hero.stats)
    const figures = dataset.upstreamFigures.get(hero.id)
    if (figures && STATS.some((stat) => figures.level40[stat] !== stats[stat])) {
      warnings.push({
        code: 'derived-value-mismatch',
        file: 'units-stats.json',
        index,
        recordId: hero.id,
        path: 'level40_*',
        message: `5★ level 40 stats ${STATS.map((stat) => stats[stat]).join('/')} computed, ${STATS.map((stat) => figures.level40[stat]).join('/')} upstream`,
      })
    }
    const maxScore = maxScoreOf(hero)
    if (figures && figures.maxScore !== maxScore) {
      warnings.push({
        code: 'derived-value-mismatch',
        file: 'units.json',
        index,
        recordId: hero.id,
        path: 'max_score',
        message: `max arena score ${maxScore} computed, ${figures.maxScore} upstream`,
      })
    }
    const exclusiveSlots = new Set<Slot>()
    for (const link of linksByHero.get(hero.id) ?? []) {
      const skill = skillsById.get(link.skillId)
      if (skill?.isExclusive && !isPseudoSkillCategory(skill.category)) {
        exclusiveSlots.add(skill.category as Slot)
      }
    }
    return {
      id: hero.id,
      slug: packSlug(hero.slug, usualHeroSlug(hero)),
      name: hero.name,
      title: hero.title,
      abbreviatedName: hero.abbreviatedName,
      heroNumber: hero.heroNumber,
      origin: hero.origin,
      gender: hero.gender,
      weaponType: hero.weaponType,
      moveType: hero.moveType,
      version: hero.version,
      book: hero.book,
      releaseDate: hero.releaseDate,
      games: hero.games,
      ...stats,
      baseStatTotal: calculateBaseStatTotal(stats),
      superboons: findSuperboons(hero.stats),
      superbanes: findSuperbanes(hero.stats),
      maxDragonflowers: hero.maxDragonflowers,
      element: hero.element,
      theme: hero.theme,
      traits: hero.traits,
      isRefresher: hero.isRefresher,
      hasResplendent: hero.hasResplendent,
      isStory: hero.isStory,
      isBrave: hero.isBrave,
      isFallen: hero.isFallen,
      isTempestTrials: hero.isTempestTrials,
      isGrandHeroBattle: hero.isGrandHeroBattle,
      isSpecial: hero.isSpecial,
      duelScore: hero.duelScore,
      clashScore: hero.clashScore,
      maxScore,
      rating: hero.ratings?.rating ?? null,
      recommendedAsset: hero.ratings?.recommendedAsset ?? null,
      recommendedFlaw: hero.ratings?.recommendedFlaw ?? null,
      lowestRarities: availabilityByHero.get(hero.id)?.lowestRarities ?? {},
      exclusiveSlots: [...exclusiveSlots],
      portrait: packPortrait(artsByHero.get(hero.id)?.portrait ?? null, hero),
    }
  })

  const rowBySkill = new Map(dataset.skills.map((skill, index) => [skill.id, index]))
  const toRows = (ids: readonly SkillId[]): number[] =>
    ids.flatMap((id) => {
      const row = rowBySkill.get(id)
      return row === undefined ? [] : [row]
    })
  const searchNameOf = (name: string): string | null => {
    const spelled = transliterate(name, dataset.accents)
    return spelled === name ? null : spelled
  }
  const skillRows: PackedSlug<SkillListRow>[] = dataset.skills.map((skill) => {
    const base = skill.baseId ? skillsById.get(skill.baseId) : undefined
    return {
      id: skill.id,
      slug: packSlug(skill.slug, usualSkillSlug(skill, base ?? null)),
      baseRow: skill.baseId ? (rowBySkill.get(skill.baseId) ?? null) : null,
      name: skill.name,
      searchName: searchNameOf(skill.name),
      category: skill.category,
      weapon: skill.weapon,
      refineKind: skill.refineKind,
      isExclusive: skill.isExclusive,
      isArcane: skill.isArcane,
      isMax: skill.upgradeIds.length === 0,
      sp: skill.sp,
      cooldown: skill.cooldown,
      might: skill.might,
      range: skill.range,
      tier: skill.tier,
      effectiveness: skill.effectiveness,
      restrictions: skill.restrictions,
      downgradeRows: toRows(skill.downgradeIds),
      releaseDate: base?.releaseDate ?? skill.releaseDate,
      version: base?.version ?? skill.version,
      rating: skill.ratings?.rating ?? null,
      grade: skill.ratings?.grade ?? null,
      ownersLowestRarities: ownersLowestRarities(skill.id),
      ownerCount: ownersOf(skill.id).length,
      hasDescription: describedIds.has(skill.id),
    }
  })

  const heroDetails: Record<string, HeroDetail> = {}
  for (const hero of dataset.heroes) {
    const availability = availabilityByHero.get(hero.id)
    const arts = artsByHero.get(hero.id)
    heroDetails[hero.id] = {
      hero,
      lowestRarities: availability?.lowestRarities ?? {},
      divineCodes: availability?.divineCodes ?? { normal: [], limited: [] },
      arts: arts
        ? { portrait: arts.portrait, arts: arts.arts, resplendentArts: arts.resplendentArts }
        : null,
      skills: (linksByHero.get(hero.id) ?? []).map(({ heroId: _heroId, ...link }) => link),
      maxScore: maxScoreOf(hero),
    }
  }
  const skillDetails: Record<string, SkillDetail> = {}
  for (const skill of dataset.skills) {
    skillDetails[skill.id] = {
      skill,
      owners: ownersOf(skill.id).map(({ skillId: _skillId, ...link }) => link),
      ownersLowestRarities: ownersLowestRarities(skill.id),
      hasDescription: describedIds.has(skill.id),
    }
  }
  const skillDescriptions: Record<string, SkillDescriptionsPayload[string]> = {}
  for (const { id, full: _full, ...description } of dataset.skillDescriptions) {
    skillDescriptions[id] = description
  }

  const newestHeroes = [...dataset.heroes]
    .sort(
      (first, second) =>
        compareKeys(second.releaseDate, first.releaseDate) || second.heroNumber - first.heroNumber,
    )
    .slice(0, NEWEST_COUNT)
    .map(({ id, slug, fullName, releaseDate }) => ({ id, slug, fullName, releaseDate }))
  const newestSkills = dataset.skills
    .filter((skill) => skill.releaseDate !== null && skill.baseId === null)
    .filter((skill) => !isPseudoSkillCategory(skill.category))
    .sort((first, second) => compareKeys(second.releaseDate ?? '', first.releaseDate ?? ''))
    .slice(0, NEWEST_COUNT)
    .map(({ id, slug, name, releaseDate }) => ({ id, slug, name, releaseDate }))

  // Refines repeat their base weapon's name and pseudo-skills their hero's: not searched apart.
  const searchEntries: PackedSlug<SearchEntry>[] = [
    ...dataset.heroes.map((hero) => {
      const label = formatHeroLabel(hero)
      const texts = listHeroSearchTexts(hero, dataset.accents).filter((text) => text !== label)
      return {
        kind: 'hero' as const,
        id: hero.id,
        slug: packSlug(hero.slug, usualSearchSlug({ label, texts })),
        label,
        texts,
      }
    }),
    ...dataset.skills
      .filter((skill) => skill.baseId === null && !isPseudoSkillCategory(skill.category))
      .map((skill) => {
        const texts = listSkillSearchTexts(skill, dataset.accents).filter(
          (text) => text !== skill.name,
        )
        return {
          kind: 'skill' as const,
          id: skill.id,
          slug: packSlug(skill.slug, usualSearchSlug({ label: skill.name, texts })),
          label: skill.name,
          texts,
        }
      }),
  ]

  // The peeler's payload stays small: heroes without their stats, skills someone holds (and
  // their prerequisites), holdings as row numbers.
  const peelerHeroes: PackedSlug<PeelerHeroRow>[] = dataset.heroes.map((hero) => {
    const availability = availabilityByHero.get(hero.id)
    const searchName = transliterate(hero.fullName, dataset.accents)
    return {
      id: hero.id,
      slug: packSlug(hero.slug, usualHeroSlug(hero)),
      heroNumber: hero.heroNumber,
      name: hero.name,
      title: hero.title,
      abbreviatedName: hero.abbreviatedName,
      searchName: searchName === hero.fullName ? null : searchName,
      weaponType: hero.weaponType,
      moveType: hero.moveType,
      traits: hero.traits,
      lowestRarities: availability?.lowestRarities ?? {},
      divineCodes: availability?.divineCodes ?? { normal: [], limited: [] },
    }
  })
  const heldIds = new Set<SkillId>()
  const holdWithPrerequisites = (id: SkillId): void => {
    if (heldIds.has(id)) return
    heldIds.add(id)
    for (const downgradeId of skillsById.get(id)?.downgradeIds ?? []) {
      holdWithPrerequisites(downgradeId)
    }
  }
  for (const link of dataset.heroSkills) holdWithPrerequisites(link.skillId)
  const peeledSkills = dataset.skills.filter(
    (skill) =>
      heldIds.has(skill.id) && skill.baseId === null && !isPseudoSkillCategory(skill.category),
  )
  const peelerRowBySkill = new Map(peeledSkills.map((skill, index) => [skill.id, index]))
  const peelerSkills: PackedSlug<PeelerSkillRow>[] = peeledSkills.map((skill) => ({
    id: skill.id,
    slug: packSlug(skill.slug, usualPeelerSkillSlug(skill)),
    name: skill.name,
    searchName: searchNameOf(skill.name),
    category: skill.category,
    isExclusive: skill.isExclusive,
    restrictions: skill.restrictions,
    sp: skill.sp,
    downgradeRows: skill.downgradeIds.flatMap((id) => peelerRowBySkill.get(id) ?? []),
  }))
  const heroRowById = new Map(dataset.heroes.map((hero, index) => [hero.id, index]))
  const peelerLinks: PeelerLinkRow[] = dataset.heroSkills.flatMap((link) => {
    const heroRow = heroRowById.get(link.heroId)
    const skillRow = peelerRowBySkill.get(link.skillId)
    if (heroRow === undefined || skillRow === undefined) return []
    return [{ heroRow, skillRow, unlockRarity: link.unlockRarity }]
  })

  const heroKeys = Object.keys(heroRows[0] ?? {}) as (keyof PackedSlug<HeroListRow>)[]
  const skillKeys = Object.keys(skillRows[0] ?? {}) as (keyof PackedSlug<SkillListRow>)[]
  return {
    warnings,
    contents: {
      summary: {
        format: PAYLOAD_FORMAT,
        dataDate: dataset.dataDate,
        upstreamCommit: meta.upstreamCommit,
        syncedAt: meta.syncedAt,
        counts: {
          heroes: dataset.heroes.length,
          skills: dataset.skills.length,
          heroSkills: dataset.heroSkills.length,
          banners: dataset.banners.length,
          skillsWithoutDescription: dataset.skills.length - describedIds.size,
        },
        newestHeroes,
        newestSkills,
        warningCount: meta.warningCount + warnings.length,
      },
      heroes: toColumnar(heroRows, heroKeys, HERO_DICTIONARY_COLUMNS),
      skills: toColumnar(skillRows, skillKeys, SKILL_DICTIONARY_COLUMNS),
      'skill-descriptions': skillDescriptions,
      'hero-details': heroDetails,
      'skill-details': skillDetails,
      catalog: { banners: dataset.banners, heroicGrails: dataset.heroicGrails },
      glossary: { keywords: dataset.keywords, games: dataset.games, accents: dataset.accents },
      search: {
        entries: toColumnar(searchEntries, ['kind', 'id', 'slug', 'label', 'texts']),
        accents: dataset.accents,
      },
      peeler: {
        heroes: toColumnar(
          peelerHeroes,
          Object.keys(peelerHeroes[0] ?? {}) as (keyof PackedSlug<PeelerHeroRow>)[],
          ['traits', 'lowestRarities', 'divineCodes', 'weaponType', 'moveType'],
        ),
        skills: toColumnar(
          peelerSkills,
          Object.keys(peelerSkills[0] ?? {}) as (keyof PackedSlug<PeelerSkillRow>)[],
          ['category', 'restrictions'],
        ),
        links: toColumnar(peelerLinks, ['heroRow', 'skillRow', 'unlockRarity']),
      },
      halls: dataset.halls,
    },
  }
}

export type SerializedPayload = {
  readonly name: PayloadName
  readonly text: string
  /** First 16 hex digits of the SHA-256 of the text: the file name and the ETag. */
  readonly hash: string
  readonly rawBytes: number
  readonly gzipBytes: number
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

export function serializePayloads(contents: PayloadContents): SerializedPayload[] {
  return PAYLOAD_NAMES.map((name) => {
    const text = JSON.stringify(contents[name])
    const buffer = Buffer.from(text)
    return {
      name,
      text,
      hash: hashText(text),
      rawBytes: buffer.length,
      gzipBytes: gzipSync(buffer, { level: 9 }).length,
    }
  })
}

/** Writes `<name>.<hash>.json` files, then `index.json` last: a build without it is incomplete. */
export async function writePayloads(
  directory: string,
  payloads: readonly SerializedPayload[],
  builtAt: string,
): Promise<BuildIndex> {
  await mkdir(directory, { recursive: true })
  const entries = {} as Record<PayloadName, BuildIndex['payloads'][PayloadName]>
  for (const payload of payloads) {
    const file = `${payload.name}.${payload.hash}.json`
    await writeFile(path.join(directory, file), payload.text)
    entries[payload.name] = {
      file,
      hash: payload.hash,
      rawBytes: payload.rawBytes,
      gzipBytes: payload.gzipBytes,
    }
  }
  const index: BuildIndex = { format: PAYLOAD_FORMAT, builtAt, payloads: entries }
  await writeFile(path.join(directory, 'index.json'), `${JSON.stringify(index, null, 2)}\n`)
  return index
}

function formatKilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`
}

/** A table of raw and gzip sizes, printed at the end of a sync. */
export function formatPayloadSizes(
  payloads: readonly { name: string; rawBytes: number; gzipBytes: number }[],
): string {
  const width = Math.max(...payloads.map((payload) => payload.name.length))
  const lines = payloads.map(
    (payload) =>
      `  ${payload.name.padEnd(width)}  ${formatKilobytes(payload.rawBytes).padStart(10)} raw  ${formatKilobytes(payload.gzipBytes).padStart(9)} gzip`,
  )
  return ['Payloads:', ...lines].join('\n')
}
