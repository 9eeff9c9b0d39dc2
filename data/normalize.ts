import type {
  DivineCodes,
  HeroAvailability,
  LowestRarities,
  Pool,
} from '#app/domain/availability.ts'
import type { Banner, HeroicGrailsEntry } from '#app/domain/banner.ts'
import type { PastHall } from '#app/domain/hall-of-forms.ts'
import {
  ELEMENTS,
  type Element,
  GENDERS,
  type Gender,
  type Hero,
  type HeroId,
  type HeroRatings,
  type HeroTrait,
  type MoveType,
  type Theme,
} from '#app/domain/hero.ts'
import {
  EFFECTIVENESS,
  type Effectiveness,
  GRADES,
  type Grade,
  type HeroSkill,
  type MoveRestriction,
  type Skill,
  type SkillCategory,
  type SkillDescription,
  type SkillId,
  type SkillKeyword,
  type SkillRestrictions,
  type WeaponRestriction,
} from '#app/domain/skill.ts'
import { assignSlugs, heroSlug, type SlugEntry, skillSlug } from '#app/domain/slug.ts'
import type { Rarity, Stat, StatLine } from '#app/domain/stat.ts'
import type { Version } from '#app/domain/version.ts'
import type { Colour, WeaponGroup, WeaponSelector, WeaponType } from '#app/domain/weapon.ts'
import type { ImporterWarning } from './check-references.ts'
import { ImporterError } from './importer-error.ts'
import type {
  UPSTREAM_COLORS,
  UPSTREAM_MOVE_TYPES,
  UPSTREAM_SKILL_CATEGORIES,
  UPSTREAM_WEAPON_FAMILIES,
  UpstreamDivineCodes,
  UpstreamHero,
  UpstreamHeroRating,
  UpstreamHeroStats,
  UpstreamPoolRarities,
  UpstreamSkill,
  UpstreamSkillDescription,
  UpstreamWeaponType,
} from './upstream-schemas.ts'
import type { UpstreamDataset } from './validate.ts'

/** Portrait and battle arts of a hero (upstream units-arts.json), resplendent ones apart. */
export type HeroArts = {
  readonly heroId: HeroId
  readonly portrait: string | null
  readonly arts: readonly (string | null)[]
  readonly resplendentArts: readonly (string | null)[] | null
}

/** Values upstream computes itself; the importer checks the domain's formulas against them. */
export type UpstreamHeroFigures = {
  readonly level40: StatLine
  readonly baseStatTotal: number
  readonly visibleBaseStatTotal: number
  readonly skillsMaxSp: number
  readonly maxScore: number
}

/** The upstream dataset in the site's own types; references are resolved by then. */
export type NormalizedDataset = {
  readonly upstreamFigures: ReadonlyMap<HeroId, UpstreamHeroFigures>
  readonly heroes: readonly Hero[]
  readonly heroAvailabilities: readonly HeroAvailability[]
  readonly heroArts: readonly HeroArts[]
  readonly heroSkills: readonly HeroSkill[]
  readonly skills: readonly Skill[]
  /** Only the skills that have one; the others show "no description yet". */
  readonly skillDescriptions: readonly SkillDescription[]
  readonly banners: readonly Banner[]
  readonly heroicGrails: readonly HeroicGrailsEntry[]
  /** Past halls, oldest first; names the heroes list does not know are left out with a warning. */
  readonly halls: readonly PastHall[]
  readonly keywords: readonly SkillKeyword[]
  readonly games: readonly string[]
  /** Upstream accents table: a character and its ASCII transliteration, for search keys. */
  readonly accents: Readonly<Record<string, string>>
  /** The newest addition date among heroes and skills: what "data as of" shows. */
  readonly dataDate: string
}

const WEAPON_TYPE_CODES: Readonly<Record<UpstreamWeaponType, WeaponType>> = {
  'Red Sword': 'redSword',
  'Red Tome': 'redTome',
  'Red Breath': 'redBreath',
  'Red Beast': 'redBeast',
  'Red Bow': 'redBow',
  'Red Dagger': 'redDagger',
  'Blue Lance': 'blueLance',
  'Blue Tome': 'blueTome',
  'Blue Breath': 'blueBreath',
  'Blue Beast': 'blueBeast',
  'Blue Bow': 'blueBow',
  'Blue Dagger': 'blueDagger',
  'Green Axe': 'greenAxe',
  'Green Tome': 'greenTome',
  'Green Breath': 'greenBreath',
  'Green Beast': 'greenBeast',
  'Green Bow': 'greenBow',
  'Green Dagger': 'greenDagger',
  'Colorless Staff': 'colorlessStaff',
  'Colorless Tome': 'colorlessTome',
  'Colorless Breath': 'colorlessBreath',
  'Colorless Beast': 'colorlessBeast',
  'Colorless Bow': 'colorlessBow',
  'Colorless Dagger': 'colorlessDagger',
}
const WEAPON_GROUP_CODES: Readonly<Record<(typeof UPSTREAM_WEAPON_FAMILIES)[number], WeaponGroup>> =
  {
    'All Melee': 'melee',
    'All Bow': 'bow',
    'All Dagger': 'dagger',
    'All Tome': 'tome',
    'All Breath': 'breath',
    'All Beast': 'beast',
  }
const COLOUR_CODES: Readonly<Record<(typeof UPSTREAM_COLORS)[number], Colour>> = {
  Red: 'red',
  Blue: 'blue',
  Green: 'green',
  Colorless: 'colorless',
}
const MOVE_TYPE_CODES: Readonly<Record<(typeof UPSTREAM_MOVE_TYPES)[number], MoveType>> = {
  Infantry: 'infantry',
  Armored: 'armored',
  Cavalry: 'cavalry',
  Flying: 'flying',
}
const CATEGORY_CODES: Readonly<Record<(typeof UPSTREAM_SKILL_CATEGORIES)[number], SkillCategory>> =
  {
    weapon: 'weapon',
    assist: 'assist',
    special: 'special',
    passivea: 'passiveA',
    passiveb: 'passiveB',
    passivec: 'passiveC',
    sacredseal: 'sacredSeal',
    passivex: 'passiveX',
    duo: 'duo',
    harmonized: 'harmonized',
    emblem: 'emblem',
  }
const THEME_CODES: Readonly<Record<string, Theme>> = {
  new_year: 'newYear',
  desert: 'desert',
  hostile_spring: 'hostileSprings',
  hostile_springs: 'hostileSprings',
  dod: 'dayOfDevotion',
  spring: 'spring',
  kids: 'kids',
  picnic: 'picnic',
  wedding: 'wedding',
  summer: 'summer',
  hs: 'hotSprings',
  pirates: 'pirates',
  tea: 'tea',
  thieves: 'thieves',
  cheerleaders: 'cheerleaders',
  dance: 'dance',
  nations: 'nations',
  s12: 's12',
  halloween: 'halloween',
  ninjas: 'ninjas',
  winter: 'winter',
  ilia: 'ilia',
}
const EFFECTIVENESS_CODES: Readonly<Record<string, Effectiveness>> = {
  'colorless bow': 'colorlessBow',
}
const POOL_CODES: Readonly<Record<keyof UpstreamPoolRarities, Pool>> = {
  gsp: 'genericSummonPool',
  ssp: 'specialHeroes',
  hg: 'heroicGrails',
  dc: 'divineCodes',
  ldc: 'limitedDivineCodes',
  foc: 'focusOnly',
}
const TRAIT_FLAGS: readonly (readonly [keyof UpstreamHero, HeroTrait])[] = [
  ['is_legendary', 'legendary'],
  ['is_mythic', 'mythic'],
  ['is_chosen', 'chosen'],
  ['is_duo', 'duo'],
  ['is_harmonized', 'harmonized'],
  ['is_ascended', 'ascended'],
  ['is_rearmed', 'rearmed'],
  ['is_attuned', 'attuned'],
  ['is_emblem', 'emblem'],
  ['is_aided', 'aided'],
  ['is_entwined', 'entwined'],
]

function toWeaponSelector(entry: string): WeaponSelector {
  if (entry in WEAPON_TYPE_CODES) {
    return { kind: 'weaponType', weaponType: WEAPON_TYPE_CODES[entry as UpstreamWeaponType] }
  }
  if (entry in WEAPON_GROUP_CODES) {
    return { kind: 'group', group: WEAPON_GROUP_CODES[entry as keyof typeof WEAPON_GROUP_CODES] }
  }
  if (entry in COLOUR_CODES) {
    return { kind: 'colour', colour: COLOUR_CODES[entry as keyof typeof COLOUR_CODES] }
  }
  // The schema allows only the names above: reaching here is a bug in this file.
  throw new Error(`Unmapped upstream weapon name ${entry}`)
}

function toRestrictions(skill: UpstreamSkill): SkillRestrictions | null {
  const restrictions = skill.restrictions
  if (!restrictions) return null
  const { moves, weapons } = restrictions
  const moveRestriction: MoveRestriction = moves.can_use
    ? { kind: 'canUse', moveTypes: moves.can_use.map((move) => MOVE_TYPE_CODES[move]) }
    : moves.can_not_use
      ? { kind: 'canNotUse', moveTypes: moves.can_not_use.map((move) => MOVE_TYPE_CODES[move]) }
      : { kind: 'none' }
  const weaponRestriction: WeaponRestriction = weapons.can_use
    ? { kind: 'canUse', weapons: weapons.can_use.map(toWeaponSelector) }
    : weapons.can_not_use
      ? { kind: 'canNotUse', weapons: weapons.can_not_use.map(toWeaponSelector) }
      : { kind: 'none' }
  return { moves: moveRestriction, weapons: weaponRestriction }
}

function toStatLine(stats: UpstreamHeroStats, prefix: 'level1_' | 'growth_rate_'): StatLine {
  return {
    hp: stats[`${prefix}hp`],
    atk: stats[`${prefix}atk`],
    spd: stats[`${prefix}spd`],
    def: stats[`${prefix}def`],
    res: stats[`${prefix}res`],
  }
}

function toStat(value: string | null | undefined): Stat | null {
  return value === undefined || value === null || value === 'none' ? null : (value as Stat)
}

function toHeroRatings(rating: UpstreamHeroRating | undefined): HeroRatings | null {
  if (!rating) return null
  const asset = toStat(rating.recommended_boon)
  const mergedAsset = toStat(rating.recommended_plus10)
  return {
    rating: rating.game8_rating ?? null,
    recommendedAsset: asset,
    recommendedFlaw: toStat(rating.recommended_bane),
    recommendedMergedAsset: mergedAsset === asset ? null : mergedAsset,
  }
}

function toDivineCodes(codes: UpstreamDivineCodes | undefined): DivineCodes {
  return {
    normal: codes?.normal ?? [],
    limited: (codes?.limited ?? []).map((month) => ({
      ...month,
      rarity: month.rarity === 4 ? 4 : 5,
    })),
  }
}

function toLowestRarities(rarities: UpstreamPoolRarities): LowestRarities {
  const result: Partial<Record<Pool, LowestRarities[Pool]>> = {}
  for (const [key, pool] of Object.entries(POOL_CODES) as [keyof UpstreamPoolRarities, Pool][]) {
    const rarity = rarities[key]
    if (rarity !== undefined) result[pool] = rarity
  }
  return result
}

/** Upstream text marks line breaks with `<br>`; the site keeps plain text with `\n`. */
export function toPlainText(text: string): string {
  return text.replace(/<br\s*\/?>/gi, '\n')
}

const KEYWORD_BLOCK = /^【([^】]+)】\n([\s\S]*)$/

/** "【Keyword】<br>explanation" (constants.json and description tails) → name and text. */
export function parseKeyword(block: string): SkillKeyword | null {
  const match = KEYWORD_BLOCK.exec(toPlainText(block).trim())
  if (!match?.[1] || match[2] === undefined) return null
  return { name: match[1], text: match[2].trim() }
}

/**
 * Splits a description as the game prints it: the effect, then 【Keyword】 blocks, each
 * after a blank line (reference §4.1 `base` / `base_keywords`).
 */
export function splitDescription(full: string): { base: string; keywords: SkillKeyword[] } {
  const blocks = full.split(/\n\n(?=【[^】]+】\n)/)
  const [base = '', ...rest] = blocks
  const keywords: SkillKeyword[] = []
  for (const block of rest) {
    const keyword = parseKeyword(block)
    if (keyword) keywords.push(keyword)
  }
  return { base: base.trim(), keywords }
}

function toSkillDescription(
  record: UpstreamSkillDescription,
  baseRecord: UpstreamSkillDescription | undefined,
): SkillDescription | null {
  const full = record.full ?? record.description
  if (full === null || full === undefined || full.trim() === '') return null
  const plain = toPlainText(full)
  const split = splitDescription(plain)
  const keywords =
    record.base_keywords || record.upgrade_keywords
      ? [...(record.base_keywords ?? []), ...(record.upgrade_keywords ?? [])]
          .map(parseKeyword)
          .filter((keyword): keyword is SkillKeyword => keyword !== null)
      : split.keywords
  let upgrade = record.upgrade ? toPlainText(record.upgrade) : null
  // The old file gives a refine its whole text: its upgrade is what follows the base weapon's.
  const baseText = baseRecord && (baseRecord.full ?? baseRecord.description)
  if (upgrade === null && baseText) {
    const basePlain = splitDescription(toPlainText(baseText)).base
    if (split.base.startsWith(basePlain) && split.base.length > basePlain.length) {
      upgrade = split.base.slice(basePlain.length).trim()
    }
  }
  return {
    id: record.id as SkillId,
    full: plain,
    base: record.base ? toPlainText(record.base) : split.base,
    keywords,
    upgrade,
  }
}

function knownOrNull<T extends string>(
  value: string | undefined,
  known: readonly T[],
  onUnknown: (value: string) => void,
): T | null {
  if (value === undefined || value === '') return null
  if ((known as readonly string[]).includes(value)) return value as T
  onUnknown(value)
  return null
}

/** Every record's slug; two records the rules cannot tell apart refuse the data (decision 0064). */
function assignOrRefuse<Id extends string>(
  file: string,
  entries: readonly SlugEntry<Id>[],
): (id: Id) => string {
  const assigned = assignSlugs(entries)
  if (assigned.ok) {
    const { slugs } = assigned
    return (id) => {
      const slug = slugs.get(id)
      // assignSlugs gives every entry one: this is a bug if reached.
      if (slug === undefined) throw new Error(`No slug for ${id}`)
      return slug
    }
  }
  throw new ImporterError(
    'Two records would have the same link; nothing was changed.',
    assigned.ids.map((id) => ({
      file,
      recordId: id,
      message: `slug "${assigned.slug}" is given to ${assigned.ids.join(' and ')}`,
    })),
  )
}

export type NormalizeResult = { dataset: NormalizedDataset; warnings: ImporterWarning[] }

/** Maps the checked upstream files onto the site's types (app/domain). */
export function normalizeDataset(upstream: UpstreamDataset): NormalizeResult {
  const warnings: ImporterWarning[] = []
  const unknownValue =
    (file: string, index: number, recordId: string, path: string) =>
    (value: string): void => {
      warnings.push({
        code: 'unknown-value',
        file,
        index,
        recordId,
        path,
        message: `unknown value ${JSON.stringify(value)}; left out`,
      })
    }

  const statsById = new Map(upstream.heroStats.map((stats) => [stats.id, stats]))
  const ratingsById = new Map((upstream.heroRatings ?? []).map((rating) => [rating.id, rating]))
  const heroRecords: Omit<Hero, 'slug'>[] = upstream.heroes.map((hero, index) => {
    const stats = statsById.get(hero.id)
    // check-references.ts refuses a hero without stats: this is a bug if reached.
    if (!stats) throw new Error(`Hero ${hero.id} has no stats after the reference check`)
    let theme: Theme | null = null
    if (hero.theme) {
      theme = THEME_CODES[hero.theme] ?? null
      if (theme === null) unknownValue('units.json', index, hero.id, 'theme')(hero.theme)
    }
    return {
      id: hero.id as HeroId,
      heroNumber: hero.id_int,
      name: hero.name,
      title: hero.title,
      fullName: hero.full_name,
      abbreviatedName: hero.abbreviated_name || hero.name,
      gender:
        knownOrNull<Gender>(
          hero.gender,
          GENDERS,
          unknownValue('units.json', index, hero.id, 'gender'),
        ) ?? 'N',
      weaponType: WEAPON_TYPE_CODES[hero.weapon_type],
      moveType: MOVE_TYPE_CODES[hero.move_type],
      games: hero.games,
      origin: hero.origin,
      book: hero.book,
      version: hero.version as Version,
      additionDate: hero.addition_date,
      releaseDate: hero.release_date,
      element: knownOrNull<Element>(
        hero.element?.toLowerCase(),
        ELEMENTS,
        unknownValue('units.json', index, hero.id, 'element'),
      ),
      theme,
      traits: TRAIT_FLAGS.filter(([flag]) => hero[flag] === true).map(([, trait]) => trait),
      isRefresher: hero.is_refresher === true,
      hasResplendent: hero.has_respl === true,
      isStory: hero.is_story === true,
      isBrave: hero.is_brave === true,
      isFallen: hero.is_fallen === true,
      isTempestTrials: hero.is_tt === true,
      isGrandHeroBattle: hero.is_ghb === true,
      isSpecial: hero.is_special === true,
      // Upstream max_df is a count of flowers (40 = +8 on each stat), in steps of 5.
      maxDragonflowers: hero.max_df,
      stats: {
        level1: toStatLine(stats, 'level1_'),
        growthRates: toStatLine(stats, 'growth_rate_'),
      },
      duelScore: hero.duel_score ?? null,
      clashScore: hero.clash_score ?? null,
      ratings: toHeroRatings(ratingsById.get(hero.id)),
    }
  })

  const heroAvailabilities: HeroAvailability[] = upstream.heroAvailabilities.map(
    (availability) => ({
      heroId: availability.id as HeroId,
      lowestRarities: toLowestRarities(availability.lowest_rarity),
      divineCodes: toDivineCodes(availability.divine_codes),
    }),
  )

  const portraitsById = new Map(
    upstream.heroes.map((hero) => [hero.id, hero.image_url_for_portrait]),
  )
  const heroArts: HeroArts[] = upstream.heroArts.map((arts) => {
    const resplendent = [arts.art_resp_a, arts.art_resp_b, arts.art_resp_c, arts.art_resp_d]
    return {
      heroId: arts.id as HeroId,
      portrait: portraitsById.get(arts.id) ?? null,
      arts: [arts.art_a, arts.art_b, arts.art_c, arts.art_d].map((art) => art ?? null),
      resplendentArts: resplendent.some(Boolean) ? resplendent.map((art) => art ?? null) : null,
    }
  })

  const heroSkills: HeroSkill[] = upstream.skillLinks.map((link) => ({
    heroId: link.unit_id as HeroId,
    skillId: link.skill_id as SkillId,
    unlockRarity: link.unlock as Rarity,
    defaultRarity: link.default === 0 ? null : (link.default as Rarity),
  }))

  const skillRatingsById = new Map(
    (upstream.skillRatings ?? []).map((rating) => [rating.id, rating]),
  )
  const skillRecords: Omit<Skill, 'slug'>[] = upstream.skills.map((skill, index) => {
    const rating = skillRatingsById.get(skill.id)
    const effectiveness: Effectiveness[] = []
    for (const entry of skill.eff ?? []) {
      const code = EFFECTIVENESS_CODES[entry] ?? entry
      const known = knownOrNull<Effectiveness>(
        code,
        EFFECTIVENESS,
        unknownValue('skills.json', index, skill.id, 'eff'),
      )
      if (known) effectiveness.push(known)
    }
    const weapon = skill.weapon_type ? toWeaponSelector(skill.weapon_type) : null
    return {
      id: skill.id as SkillId,
      baseId: (skill.base_id ?? null) as SkillId | null,
      name: skill.name,
      category: CATEGORY_CODES[skill.category],
      weapon,
      refineKind:
        skill.refine_kind === 'skill1'
          ? 'effect1'
          : skill.refine_kind === 'skill2'
            ? 'effect2'
            : null,
      hasRefine: skill.has_refine === true,
      refinesMaxSp: skill.refines_max_sp ?? null,
      isExclusive: skill.is_prf === true,
      isArcane: skill.is_arcane === true,
      sp: skill.sp ?? null,
      cooldown: skill.cd ?? null,
      might: skill.might ?? null,
      range: skill.range ?? null,
      effectiveness,
      tier: skill.tier,
      downgradeIds: (skill.downgrade_ids ?? []) as SkillId[],
      upgradeIds: (skill.upgrade_ids ?? []) as SkillId[],
      restrictions: toRestrictions(skill),
      additionDate: skill.addition_date ?? null,
      releaseDate: skill.release_date ?? null,
      version: (skill.version ?? null) as Version | null,
      ratings: rating
        ? {
            rating: rating.game8_rating ?? null,
            grade: knownOrNull<Grade>(rating.game8_grade ?? undefined, GRADES, () => undefined),
          }
        : null,
    }
  })

  const heroSlugOf = assignOrRefuse(
    'units.json',
    heroRecords.map((hero) => ({
      id: hero.id,
      slug: heroSlug(hero),
      additionDate: hero.additionDate,
    })),
  )
  const heroes: Hero[] = heroRecords.map((hero) => ({
    ...hero,
    slug: heroSlugOf(hero.id),
  }))
  const skillRecordsById = new Map(skillRecords.map((skill) => [skill.id, skill]))
  const skillSlugOf = assignOrRefuse(
    'skills.json',
    skillRecords.map((skill) => ({
      id: skill.id,
      slug: skillSlug(skill, skill.baseId ? (skillRecordsById.get(skill.baseId) ?? null) : null),
      additionDate: skill.additionDate,
    })),
  )
  const skills: Skill[] = skillRecords.map((skill) => ({
    ...skill,
    slug: skillSlugOf(skill.id),
  }))

  const descriptionsById = new Map(
    (upstream.skillDescriptions ?? []).map((description) => [description.id, description]),
  )
  const skillDescriptions: SkillDescription[] = []
  for (const skill of upstream.skills) {
    const record = descriptionsById.get(skill.id)
    if (!record) continue
    const baseRecord = skill.base_id ? descriptionsById.get(skill.base_id) : undefined
    const description = toSkillDescription(record, baseRecord)
    if (description) skillDescriptions.push(description)
  }

  const keywords = upstream.constants.keywords
    .map(parseKeyword)
    .filter((keyword): keyword is SkillKeyword => keyword !== null)

  const dates = [
    ...upstream.heroes.map((hero) => hero.addition_date),
    ...upstream.skills.map((skill) => skill.addition_date ?? ''),
  ]
  const upstreamFigures = new Map<HeroId, UpstreamHeroFigures>()
  for (const hero of upstream.heroes) {
    const stats = statsById.get(hero.id)
    if (!stats) continue
    upstreamFigures.set(hero.id as HeroId, {
      level40: {
        hp: stats.level40_hp,
        atk: stats.level40_atk,
        spd: stats.level40_spd,
        def: stats.level40_def,
        res: stats.level40_res,
      },
      baseStatTotal: hero.bst,
      visibleBaseStatTotal: hero.visible_bst,
      skillsMaxSp: hero.skills_max_sp,
      maxScore: hero.max_score,
    })
  }
  const heroIdsByFullName = new Map(heroes.map((hero) => [hero.fullName, hero.id]))
  const halls: PastHall[] = Object.entries(upstream.halls ?? {})
    .map(([number, names]) => ({
      number: Number(number),
      heroIds: names.flatMap((name, index) => {
        const heroId = heroIdsByFullName.get(name)
        if (heroId === undefined)
          unknownValue('halls.json', index, number, `${number}[${index}]`)(name)
        return heroId === undefined ? [] : [heroId]
      }),
    }))
    .filter((hall) => Number.isInteger(hall.number) && hall.number > 0)
    .sort((a, b) => a.number - b.number)
  return {
    warnings,
    dataset: {
      upstreamFigures,
      heroes,
      heroAvailabilities,
      heroArts,
      heroSkills,
      skills,
      skillDescriptions,
      banners: upstream.banners.map((banner) => ({
        name: banner.name,
        focusHeroIds: banner.unit_ids as HeroId[],
      })),
      heroicGrails: upstream.heroicGrails.map((entry) => ({
        heroId: entry.unit_id as HeroId,
        rarity: entry.rarity === 5 ? 5 : 4,
        addedAt: `${entry.start_time.replace(' ', 'T')}Z`,
      })),
      halls,
      keywords,
      games: upstream.constants.games,
      accents: upstream.accents,
      dataDate: dates.reduce((newest, date) => (date > newest ? date : newest), ''),
    },
  }
}
