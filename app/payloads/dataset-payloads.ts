import type { DivineCodes, FodderSource, LowestRarities } from '#app/domain/availability.ts'
import type { Banner, HeroicGrailsEntry } from '#app/domain/banner.ts'
import type { PastHall } from '#app/domain/hall-of-forms.ts'
import type { Element, Gender, Hero, HeroId, HeroTrait, MoveType, Theme } from '#app/domain/hero.ts'
import type {
  Effectiveness,
  Grade,
  HeroSkill,
  RefineKind,
  Skill,
  SkillCategory,
  SkillDescription,
  SkillId,
  SkillKeyword,
  SkillRestrictions,
  Slot,
} from '#app/domain/skill.ts'
import { heroSlug, skillSlug, slugify } from '#app/domain/slug.ts'
import type { Stat, StatOrTotal } from '#app/domain/stat.ts'
import type { Version } from '#app/domain/version.ts'
import type { WeaponSelector, WeaponType } from '#app/domain/weapon.ts'

// The contract between the importer (data/build-payloads.ts, which writes these) and the
// site (app/lib/dataset.server.ts, which reads them). Client-safe: features decode them.

/** Bump when a payload's shape changes: the server refuses a build of another format. */
export const PAYLOAD_FORMAT = 4

export const PAYLOAD_NAMES = [
  'summary',
  'heroes',
  'skills',
  'skill-descriptions',
  'hero-details',
  'skill-details',
  'catalog',
  'glossary',
  'search',
  'peeler',
  'halls',
] as const
export type PayloadName = (typeof PAYLOAD_NAMES)[number]

/**
 * A list in columns: one array per field, the same length each (smaller than objects).
 * A dictionary column holds indexes into `dictionaries[key]`, its distinct values: fields
 * with few distinct values (restrictions, pools, traits) then cost a small number per row.
 */
export type Columnar<Row> = {
  readonly count: number
  readonly columns: { readonly [Key in keyof Row]: readonly (Row[Key] | number)[] }
  readonly dictionaries: { readonly [Key in keyof Row]?: readonly Row[Key][] }
}

export function toColumnar<Row extends object>(
  rows: readonly Row[],
  keys: readonly (keyof Row)[],
  dictionaryKeys: readonly (keyof Row)[] = [],
): Columnar<Row> {
  const columns = {} as { [Key in keyof Row]: (Row[Key] | number)[] }
  const dictionaries: { [Key in keyof Row]?: Row[Key][] } = {}
  for (const key of keys) {
    if (!dictionaryKeys.includes(key)) {
      columns[key] = rows.map((row) => row[key])
      continue
    }
    const values: Row[typeof key][] = []
    const indexes = new Map<string, number>()
    columns[key] = rows.map((row) => {
      const identity = JSON.stringify(row[key]) ?? 'undefined'
      let index = indexes.get(identity)
      if (index === undefined) {
        index = values.length
        values.push(row[key])
        indexes.set(identity, index)
      }
      return index
    })
    dictionaries[key] = values
  }
  return { count: rows.length, columns, dictionaries }
}

/** A payload's value at a column and row, its dictionary resolved. */
export type ColumnReader<Row> = <Key extends keyof Row>(key: Key, index: number) => Row[Key]

/**
 * Reads a payload's values by column and row. The long lists (heroes, skills) build their rows
 * with it in an object literal: three times faster on a page's first load than `fromColumnar`,
 * whose loop writes each field under a computed name.
 */
export function readColumns<Row extends object>(payload: Columnar<Row>): ColumnReader<Row> {
  const columns = {} as Record<keyof Row, readonly unknown[]>
  for (const key of Object.keys(payload.columns) as (keyof Row)[]) {
    const dictionary = payload.dictionaries[key]
    const values = payload.columns[key]
    columns[key] = dictionary ? values.map((value) => dictionary[value as number]) : values
  }
  // A column missing from an older build reads as undefined.
  return (key, index) => columns[key]?.[index] as Row[typeof key]
}

export function fromColumnar<Row extends object>(payload: Columnar<Row>): Row[] {
  const keys = Object.keys(payload.columns) as (keyof Row)[]
  const rows: Row[] = new Array(payload.count)
  for (let index = 0; index < payload.count; index++) {
    const row = {} as Row
    for (const key of keys) {
      const value = payload.columns[key][index]
      const dictionary = payload.dictionaries[key]
      row[key] = (dictionary ? dictionary[value as number] : value) as Row[typeof key]
    }
    rows[index] = row
  }
  return rows
}

/**
 * A row as its payload holds it: the slug is null when the row's own fields give it (a
 * function of this file's, `usual…Slug`), stored only for the few that differ (a name two
 * records share). Stored whole, slugs grew the heroes payload 18 % and the skills' 20 %.
 */
export type PackedSlug<Row extends { readonly slug: string }> = Omit<Row, 'slug'> & {
  readonly slug: string | null
}

/** The slug as a payload stores it: null when its row's fields give it. */
export function packSlug(slug: string, usual: string): string | null {
  return slug === usual ? null : slug
}

/** The slug a heroes or peeler row's name and title give. */
export function usualHeroSlug(row: Pick<HeroListRow, 'name' | 'title'>): string {
  return heroSlug(row)
}

/** The slug a skills payload row gives: its rules (domain/slug.ts), its refine's base row. */
export function usualSkillSlug(
  row: Pick<SkillListRow, 'name' | 'category' | 'refineKind' | 'weapon'>,
  base: Pick<SkillListRow, 'isExclusive'> | null,
): string {
  return skillSlug(row, base)
}

/** The slug a peeler skill row gives (the peeler lists no refine). */
export function usualPeelerSkillSlug(row: Pick<PeelerSkillRow, 'name' | 'category'>): string {
  return skillSlug({ ...row, refineKind: null, weapon: null }, null)
}

/**
 * The slug a search entry's first text gives, else its label's: a hero's first text is its
 * full name with accents spelled out (`listHeroSearchTexts`), a skill's label its name.
 */
export function usualSearchSlug(entry: Pick<SearchEntry, 'label' | 'texts'>): string {
  return slugify(entry.texts[0] ?? entry.label)
}

/** Rows read whole (`fromColumnar`), their slugs unpacked. */
export function fromColumnarWithSlugs<Row extends { readonly slug: string }>(
  payload: Columnar<PackedSlug<Row>>,
  usualSlug: (row: PackedSlug<Row>) => string,
): Row[] {
  return fromColumnar(payload).map((row) => ({ ...row, slug: row.slug ?? usualSlug(row) }) as Row)
}

/** A skills payload row's slug: the one stored, else the one its rules give. */
export function readSkillSlug(at: ColumnReader<PackedSlug<SkillListRow>>, index: number): string {
  const stored = at('slug', index)
  if (stored !== null) return stored
  const baseRow = at('baseRow', index)
  return usualSkillSlug(
    {
      name: at('name', index),
      category: at('category', index),
      refineKind: at('refineKind', index),
      weapon: at('weapon', index),
    },
    baseRow === null ? null : { isExclusive: at('isExclusive', baseRow) },
  )
}

// A hero's face on the wiki: PREFIX + h/hh/File/revision/latest?cb=date, where hh starts
// with h and the file is almost always the hero's name and title spelled plainly.
const PORTRAIT_PREFIX = 'https://vignette.wikia.nocookie.net/feheroes_gamepedia_en/images/'
const PORTRAIT_URL =
  /^https:\/\/vignette\.wikia\.nocookie\.net\/feheroes_gamepedia_en\/images\/[0-9a-f]\/([0-9a-f]{2})\/([^/|]+)\/revision\/latest\?cb=(\d+)$/

type NamedHero = { readonly name: string; readonly title: string }

/** "Céline: Teatime Ninja" → "Celine_Teatime_Ninja_Face_FC.webp". */
function usualPortraitFile({ name, title }: NamedHero): string {
  const fullName = `${name} ${title}`
  // Most names are ASCII, where the same rule needs no Unicode data: the browser decodes 1,400
  // of them when the heroes arrive, and its first `normalize` loads ICU's tables.
  const plain = /^[\x20-\x7e]*$/.test(fullName)
    ? fullName.replace(/[^A-Za-z0-9 -]/g, '')
    : fullName
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[^\p{L}\p{N} -]/gu, '')
  return `${plain.replaceAll(' ', '_')}_Face_FC.webp`
}

/**
 * A portrait URL as the heroes payload carries it: "hh|date" when the file is the usual one,
 * "hh|date|File" otherwise, and any other URL whole. A third of the payload was these URLs
 * (23 kB of 74 kB compressed); packed they take 7 kB.
 */
export function packPortrait(url: string | null, hero: NamedHero): string | null {
  const match = url === null ? null : PORTRAIT_URL.exec(url)
  if (url === null || match === null) return url
  const [, hash, file, date] = match
  const packed = file === usualPortraitFile(hero) ? `${hash}|${date}` : `${hash}|${date}|${file}`
  // An address that does not come back the same (a folder not named after its hash) stays whole.
  return unpackPortrait(packed, hero) === url ? packed : url
}

/** The URL `packPortrait` packed. */
export function unpackPortrait(packed: string | null, hero: NamedHero): string | null {
  if (packed === null || packed.startsWith('https://')) return packed
  const [hash = '', date, file = usualPortraitFile(hero)] = packed.split('|')
  return `${PORTRAIT_PREFIX}${hash[0]}/${hash}/${file}/revision/latest?cb=${date}`
}

/** The heroes payload's rows, their portraits and slugs unpacked. */
export function decodeHeroRows(payload: Columnar<PackedSlug<HeroListRow>>): HeroListRow[] {
  const at = readColumns(payload)
  return Array.from({ length: payload.count }, (_, index) => ({
    id: at('id', index),
    slug:
      at('slug', index) ?? usualHeroSlug({ name: at('name', index), title: at('title', index) }),
    name: at('name', index),
    title: at('title', index),
    abbreviatedName: at('abbreviatedName', index),
    heroNumber: at('heroNumber', index),
    origin: at('origin', index),
    gender: at('gender', index),
    weaponType: at('weaponType', index),
    moveType: at('moveType', index),
    version: at('version', index),
    book: at('book', index),
    releaseDate: at('releaseDate', index),
    games: at('games', index),
    hp: at('hp', index),
    atk: at('atk', index),
    spd: at('spd', index),
    def: at('def', index),
    res: at('res', index),
    baseStatTotal: at('baseStatTotal', index),
    superboons: at('superboons', index),
    superbanes: at('superbanes', index),
    maxDragonflowers: at('maxDragonflowers', index),
    element: at('element', index),
    theme: at('theme', index),
    traits: at('traits', index),
    isRefresher: at('isRefresher', index),
    hasResplendent: at('hasResplendent', index),
    isStory: at('isStory', index),
    isBrave: at('isBrave', index),
    isFallen: at('isFallen', index),
    isTempestTrials: at('isTempestTrials', index),
    isGrandHeroBattle: at('isGrandHeroBattle', index),
    isSpecial: at('isSpecial', index),
    duelScore: at('duelScore', index),
    clashScore: at('clashScore', index),
    maxScore: at('maxScore', index),
    rating: at('rating', index),
    recommendedAsset: at('recommendedAsset', index),
    recommendedFlaw: at('recommendedFlaw', index),
    lowestRarities: at('lowestRarities', index),
    exclusiveSlots: at('exclusiveSlots', index),
    portrait: unpackPortrait(at('portrait', index), {
      name: at('name', index),
      title: at('title', index),
    }),
  }))
}

/** One row of the heroes table: what its columns show and its filters test. */
export type HeroListRow = {
  readonly id: HeroId
  /** The hero's name in links (`?unit=`); in the payload, packed (`PackedSlug`). */
  readonly slug: string
  readonly name: string
  readonly title: string
  readonly abbreviatedName: string
  readonly heroNumber: number
  readonly origin: string
  readonly gender: Gender
  readonly weaponType: WeaponType
  readonly moveType: MoveType
  readonly version: Version
  readonly book: number
  readonly releaseDate: string
  readonly games: readonly string[]
  /** 5★ level 40, neutral, no merge. */
  readonly hp: number
  readonly atk: number
  readonly spd: number
  readonly def: number
  readonly res: number
  readonly baseStatTotal: number
  readonly superboons: readonly Stat[]
  readonly superbanes: readonly Stat[]
  readonly maxDragonflowers: number
  readonly element: Element | null
  readonly theme: Theme | null
  readonly traits: readonly HeroTrait[]
  readonly isRefresher: boolean
  readonly hasResplendent: boolean
  readonly isStory: boolean
  readonly isBrave: boolean
  readonly isFallen: boolean
  readonly isTempestTrials: boolean
  readonly isGrandHeroBattle: boolean
  readonly isSpecial: boolean
  readonly duelScore: number | null
  readonly clashScore: number | null
  /** Maximum arena score (domain formula; the importer checks it against upstream's). */
  readonly maxScore: number
  readonly rating: string | null
  /** Game8's recommended asset and flaw ('neutral': none); null when it says nothing. */
  readonly recommendedAsset: Stat | 'neutral' | null
  readonly recommendedFlaw: Stat | 'neutral' | null
  readonly lowestRarities: LowestRarities
  /** Slots in which the hero's kit holds an exclusive skill (the PRF filters). */
  readonly exclusiveSlots: readonly Slot[]
  /** In the payload, packed (`packPortrait`): read the rows with `decodeHeroRows`. */
  readonly portrait: string | null
}

/** One row of the skills table. */
export type SkillListRow = {
  readonly id: SkillId
  /** The skill's name in links (`?skill=`); in the payload, packed (`PackedSlug`). */
  readonly slug: string
  /** A refine's base weapon, as its row index in this list (ids cost 30 bytes each). */
  readonly baseRow: number | null
  readonly name: string
  /** The name with accents spelled out for search ("Hríð" → "Hrid"); null when the same. */
  readonly searchName: string | null
  readonly category: SkillCategory
  readonly weapon: WeaponSelector | null
  readonly refineKind: RefineKind | null
  readonly isExclusive: boolean
  readonly isArcane: boolean
  /** No upgrade: the last tier of its chain. */
  readonly isMax: boolean
  readonly sp: number | null
  readonly cooldown: number | null
  readonly might: number | null
  readonly range: number | null
  readonly tier: number
  readonly effectiveness: readonly Effectiveness[]
  readonly restrictions: SkillRestrictions | null
  /** The direct prerequisites, as row indexes in this list. */
  readonly downgradeRows: readonly number[]
  /** The base weapon's for a refine (refines share it). */
  readonly releaseDate: string | null
  readonly version: Version | null
  readonly rating: string | null
  readonly grade: Grade | null
  /** Lowest rarity per pool among the owners (a refine's are its base weapon's). */
  readonly ownersLowestRarities: LowestRarities
  readonly ownerCount: number
  readonly hasDescription: boolean
}

/** What the unit filters offer, from the data: games, the last book, each stat's maximum. */
/** The highest value of each stat and of the total among a heroes payload's rows. */
export function listStatMaxima(
  heroes: Columnar<PackedSlug<HeroListRow>>,
): Readonly<Record<StatOrTotal, number>> {
  const highest = (values: readonly unknown[]) => Math.max(0, ...(values as number[]))
  const { columns } = heroes
  return {
    hp: highest(columns.hp),
    atk: highest(columns.atk),
    spd: highest(columns.spd),
    def: highest(columns.def),
    res: highest(columns.res),
    baseStatTotal: highest(columns.baseStatTotal),
  }
}

export type HeroFilterOptions = {
  readonly games: readonly string[]
  readonly books: number
  readonly statMaxima: Readonly<Record<StatOrTotal, number>>
}

export type SummaryPayload = {
  readonly format: typeof PAYLOAD_FORMAT
  /** The newest addition date in the data: "data as of". */
  readonly dataDate: string
  readonly upstreamCommit: string | null
  readonly syncedAt: string
  readonly counts: {
    readonly heroes: number
    readonly skills: number
    readonly heroSkills: number
    readonly banners: number
    readonly skillsWithoutDescription: number
  }
  readonly newestHeroes: readonly Pick<Hero, 'id' | 'slug' | 'fullName' | 'releaseDate'>[]
  readonly newestSkills: readonly Pick<Skill, 'id' | 'slug' | 'name' | 'releaseDate'>[]
  readonly warningCount: number
}

export type HeroArtsDetail = {
  readonly portrait: string | null
  readonly arts: readonly (string | null)[]
  readonly resplendentArts: readonly (string | null)[] | null
}

export type HeroDetail = {
  readonly hero: Hero
  readonly lowestRarities: LowestRarities
  readonly divineCodes: DivineCodes
  readonly arts: HeroArtsDetail | null
  readonly skills: readonly Omit<HeroSkill, 'heroId'>[]
  readonly maxScore: number
}

/** A skill as the hero detail view lists it. */
export type HeroSkillSummary = Pick<
  Skill,
  'id' | 'slug' | 'name' | 'category' | 'sp' | 'tier' | 'isExclusive'
>

/** A max-tier skill of the hero, as its Fodder and Fodder value tabs show it. */
export type HeroFodderSkill = {
  readonly skill: Pick<
    Skill,
    'id' | 'slug' | 'name' | 'category' | 'isExclusive' | 'restrictions' | 'version' | 'releaseDate'
  >
  /** Inheritance slots when bridge fodder comes from each source alone. */
  readonly requiredBySource: Readonly<Record<FodderSource, number>>
  /** Its owners' lowest rarities, at the rarity they hold it. */
  readonly lowestRarities: LowestRarities
  /** Where its lower tiers can be had: their owners' lowest rarities together. */
  readonly preInheritance: LowestRarities
}

/** The hero detail view's answer (`/api/heroes/:id`): the detail and what it is compared with. */
export type HeroDetailView = HeroDetail & {
  readonly fodderSkills: readonly HeroFodderSkill[]
  readonly skillSummaries: readonly HeroSkillSummary[]
  /** Ranks of the 5★ level-40 neutral stats among all heroes; null if the hero is not listed. */
  readonly ranks: Readonly<Record<StatOrTotal, number>> | null
  readonly heroCount: number
  readonly statMaxima: Readonly<Record<StatOrTotal, number>>
  /** Names of the banners on which the hero was focus. */
  readonly focusBanners: readonly string[]
}

export type SkillDetail = {
  readonly skill: Skill
  readonly owners: readonly Omit<HeroSkill, 'skillId'>[]
  readonly ownersLowestRarities: LowestRarities
  readonly hasDescription: boolean
}

export type HeroDetailsPayload = Readonly<Record<string, HeroDetail>>
export type SkillDetailsPayload = Readonly<Record<string, SkillDetail>>
/** Descriptions by skill id; a skill absent here has none yet. */
export type SkillDescriptionsPayload = Readonly<
  Record<string, Omit<SkillDescription, 'id' | 'full'>>
>

export type CatalogPayload = {
  readonly banners: readonly Banner[]
  readonly heroicGrails: readonly HeroicGrailsEntry[]
}

export type GlossaryPayload = {
  readonly keywords: readonly SkillKeyword[]
  readonly games: readonly string[]
  readonly accents: Readonly<Record<string, string>>
}

/** One entry of the home page's search box: a hero or a skill and the texts it matches. */
export type SearchEntry = {
  readonly kind: 'hero' | 'skill'
  readonly id: string
  /** Where its link opens (`?unit=` or `?skill=`); in the payload, packed (`PackedSlug`). */
  readonly slug: string
  /** What the result list prints: "abbreviation [title]" or the skill's name. */
  readonly label: string
  /** Accent-free spellings and other names the query is matched against (domain search). */
  readonly texts: readonly string[]
}

/**
 * The search boxes' payload: every entry, and the accents table that spells a typed query
 * without accents (it travels here, fetched on focus, not in the page's HTML).
 */
export type SearchPayload = {
  readonly entries: Columnar<PackedSlug<SearchEntry>>
  readonly accents: Readonly<Record<string, string>>
}

/** A hero as the peeler lists it: a donor, a target or a peeled hero. */
export type PeelerHeroRow = {
  readonly id: HeroId
  /** In the payload, packed (`PackedSlug`, `usualHeroSlug`). */
  readonly slug: string
  /** The game's number, stable across data updates: the planner's share link names heroes by it. */
  readonly heroNumber: number
  readonly name: string
  readonly title: string
  readonly abbreviatedName: string
  /** The full name with accents spelled out for search; null when the same. */
  readonly searchName: string | null
  readonly weaponType: WeaponType
  readonly moveType: MoveType
  readonly traits: readonly HeroTrait[]
  readonly lowestRarities: LowestRarities
  readonly divineCodes: DivineCodes
}

/** A skill the peeler can pick: no refines (they pass with their weapon), no pseudo-skills. */
export type PeelerSkillRow = {
  readonly id: SkillId
  /** In the payload, packed (`PackedSlug`, `usualPeelerSkillSlug`). */
  readonly slug: string
  readonly name: string
  readonly searchName: string | null
  readonly category: SkillCategory
  readonly isExclusive: boolean
  readonly restrictions: SkillRestrictions | null
  /** What learning it costs (the inheritance planner's SP); null for X skills. */
  readonly sp: number | null
  /** The direct prerequisites, as row indexes in this list. */
  readonly downgradeRows: readonly number[]
}

/** A hero holds a skill: rows of the two lists above. */
export type PeelerLinkRow = {
  readonly heroRow: number
  readonly skillRow: number
  readonly unlockRarity: HeroSkill['unlockRarity']
}

/** Everything the peeler page computes from, fetched in the browser (about 60 kB gzip). */
export type PeelerPayload = {
  readonly heroes: Columnar<PackedSlug<PeelerHeroRow>>
  readonly skills: Columnar<PackedSlug<PeelerSkillRow>>
  readonly links: Columnar<PeelerLinkRow>
}

export type PayloadContents = {
  readonly summary: SummaryPayload
  readonly heroes: Columnar<PackedSlug<HeroListRow>>
  readonly skills: Columnar<PackedSlug<SkillListRow>>
  readonly 'skill-descriptions': SkillDescriptionsPayload
  readonly 'hero-details': HeroDetailsPayload
  readonly 'skill-details': SkillDetailsPayload
  readonly catalog: CatalogPayload
  readonly glossary: GlossaryPayload
  readonly search: SearchPayload
  readonly peeler: PeelerPayload
  readonly halls: readonly PastHall[]
}

/** The build's table of contents, written last: a build without it is incomplete. */
export type BuildIndex = {
  readonly format: typeof PAYLOAD_FORMAT
  readonly builtAt: string
  readonly payloads: Readonly<
    Record<
      PayloadName,
      {
        readonly file: string
        readonly hash: string
        readonly rawBytes: number
        readonly gzipBytes: number
      }
    >
  >
}

/** The public file name of a payload: its content hash in the name makes it cacheable forever. */
export function payloadFileName(name: string, hash: string): string {
  return `${name}.${hash}.json`
}
