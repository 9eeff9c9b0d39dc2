import * as v from 'valibot'

// The shapes of feh-data's data/*.json (github.com/matxx/feh-data), short keys included.
// Only data/ knows them; normalize.ts turns them into the site's own types.
// `v.object` drops unknown keys, so new upstream fields never break an import.

export const UPSTREAM_WEAPON_TYPES = [
  'Red Sword',
  'Red Tome',
  'Red Breath',
  'Red Beast',
  'Red Bow',
  'Red Dagger',
  'Blue Lance',
  'Blue Tome',
  'Blue Breath',
  'Blue Beast',
  'Blue Bow',
  'Blue Dagger',
  'Green Axe',
  'Green Tome',
  'Green Breath',
  'Green Beast',
  'Green Bow',
  'Green Dagger',
  'Colorless Staff',
  'Colorless Tome',
  'Colorless Breath',
  'Colorless Beast',
  'Colorless Bow',
  'Colorless Dagger',
] as const
export type UpstreamWeaponType = (typeof UPSTREAM_WEAPON_TYPES)[number]

export const UPSTREAM_WEAPON_FAMILIES = [
  'All Melee',
  'All Bow',
  'All Dagger',
  'All Tome',
  'All Breath',
  'All Beast',
] as const
export const UPSTREAM_COLORS = ['Red', 'Blue', 'Green', 'Colorless'] as const
export const UPSTREAM_MOVE_TYPES = ['Infantry', 'Armored', 'Cavalry', 'Flying'] as const
export const UPSTREAM_SKILL_CATEGORIES = [
  'weapon',
  'assist',
  'special',
  'passivea',
  'passiveb',
  'passivec',
  'sacredseal',
  'passivex',
  'duo',
  'harmonized',
  'emblem',
] as const
export const UPSTREAM_ELEMENTS = [
  'Fire',
  'Water',
  'Wind',
  'Earth',
  'Light',
  'Dark',
  'Astra',
  'Anima',
] as const
export const UPSTREAM_POOLS = ['gsp', 'ssp', 'hg', 'dc', 'ldc', 'foc'] as const
export const UPSTREAM_FODDER_MODES = [
  'g4',
  'gsr',
  'g5',
  'sh4',
  'shsr',
  'sh5',
  'hg',
  'hg4',
  'hg5',
  'dc',
] as const
export const UPSTREAM_STATS = ['hp', 'atk', 'spd', 'def', 'res'] as const

const text = v.string()
const nonEmpty = v.pipe(v.string(), v.nonEmpty('must not be empty'))
const integer = v.pipe(v.number(), v.integer())
const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(0))
const rarity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))
/** 4.5 means "5★ on the 4★ special rate" upstream. */
const poolRarity = v.picklist([1, 2, 3, 4, 4.5, 5])
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date'))
const version = v.pipe(v.string(), v.regex(/^\d+\.\d+$/, 'expected a major.minor version'))
const flag = v.optional(v.literal(true))
const url = v.optional(v.string())

export const upstreamHeroSchema = v.object({
  id: nonEmpty,
  id_int: integer,
  fandom_id: text,
  game8_id: v.optional(text),
  guide_id: v.optional(text),
  fehpass_id: v.optional(text),
  name: nonEmpty,
  title: text,
  full_name: nonEmpty,
  abbreviated_name: text,
  gender: text,
  move_type: v.picklist(UPSTREAM_MOVE_TYPES),
  weapon_type: v.picklist(UPSTREAM_WEAPON_TYPES),
  games: v.array(text),
  origin: text,
  book: v.pipe(integer, v.minValue(1)),
  max_df: positiveInteger,
  theme: v.optional(text),
  element: v.optional(v.picklist(UPSTREAM_ELEMENTS)),
  image_url_for_portrait: url,
  image_url_for_icon_legendary: url,
  image_url_for_icon_mythic: url,
  image_url_for_icon_chosen: url,
  has_respl: flag,
  is_brave: flag,
  is_fallen: flag,
  is_story: flag,
  is_tt: flag,
  is_ghb: flag,
  is_special: flag,
  is_generic_pool: flag,
  is_legendary: flag,
  is_mythic: flag,
  is_chosen: flag,
  is_duo: flag,
  is_harmonized: flag,
  is_rearmed: flag,
  is_attuned: flag,
  is_ascended: flag,
  is_emblem: flag,
  is_aided: flag,
  is_entwined: flag,
  is_refresher: flag,
  bst: positiveInteger,
  visible_bst: positiveInteger,
  duel_score: v.optional(positiveInteger),
  clash_score: v.optional(positiveInteger),
  skills_max_sp: positiveInteger,
  max_score: positiveInteger,
  addition_date: isoDate,
  release_date: isoDate,
  version,
})
export type UpstreamHero = v.InferOutput<typeof upstreamHeroSchema>

const superStat = v.nullable(v.picklist(['boon', 'bane']))
export const upstreamHeroStatsSchema = v.object({
  id: nonEmpty,
  level1_hp: positiveInteger,
  level1_atk: positiveInteger,
  level1_spd: positiveInteger,
  level1_def: positiveInteger,
  level1_res: positiveInteger,
  growth_rate_hp: positiveInteger,
  growth_rate_atk: positiveInteger,
  growth_rate_spd: positiveInteger,
  growth_rate_def: positiveInteger,
  growth_rate_res: positiveInteger,
  level40_hp: positiveInteger,
  level40_atk: positiveInteger,
  level40_spd: positiveInteger,
  level40_def: positiveInteger,
  level40_res: positiveInteger,
  iv_hp: superStat,
  iv_atk: superStat,
  iv_spd: superStat,
  iv_def: superStat,
  iv_res: superStat,
})
export type UpstreamHeroStats = v.InferOutput<typeof upstreamHeroStatsSchema>

const rank = v.pipe(integer, v.minValue(1))
export const upstreamHeroStatRanksSchema = v.object({
  id: nonEmpty,
  rank_hp: rank,
  rank_atk: rank,
  rank_spd: rank,
  rank_def: rank,
  rank_res: rank,
  rank_bst: rank,
})
export type UpstreamHeroStatRanks = v.InferOutput<typeof upstreamHeroStatRanksSchema>

export const upstreamHeroArtsSchema = v.object({
  id: nonEmpty,
  art_a: url,
  art_b: url,
  art_c: url,
  art_d: url,
  art_resp_a: url,
  art_resp_b: url,
  art_resp_c: url,
  art_resp_d: url,
})
export type UpstreamHeroArts = v.InferOutput<typeof upstreamHeroArtsSchema>

const divineCodesSchema = v.object({
  normal: v.optional(
    v.array(v.object({ number: positiveInteger, title: text, cost: positiveInteger })),
  ),
  limited: v.optional(
    v.array(
      v.object({
        year: integer,
        month: v.pipe(integer, v.minValue(1), v.maxValue(12)),
        rarity,
        cost: positiveInteger,
      }),
    ),
  ),
})
export type UpstreamDivineCodes = v.InferOutput<typeof divineCodesSchema>

const poolFlagsSchema = v.object({
  gsp: v.boolean(),
  ssp: v.boolean(),
  hg: v.boolean(),
  dc: v.boolean(),
  ldc: v.boolean(),
  foc: v.boolean(),
})
const poolRaritiesSchema = v.object({
  gsp: v.optional(poolRarity),
  ssp: v.optional(poolRarity),
  hg: v.optional(poolRarity),
  dc: v.optional(poolRarity),
  ldc: v.optional(poolRarity),
  foc: v.optional(poolRarity),
})
export type UpstreamPoolRarities = v.InferOutput<typeof poolRaritiesSchema>

export const upstreamHeroAvailabilitySchema = v.object({
  id: nonEmpty,
  is_in: poolFlagsSchema,
  lowest_rarity: poolRaritiesSchema,
  skill_ids: v.array(nonEmpty),
  divine_codes: v.optional(divineCodesSchema),
})
export type UpstreamHeroAvailability = v.InferOutput<typeof upstreamHeroAvailabilitySchema>

const weaponRestrictionEntry = v.picklist([
  ...UPSTREAM_WEAPON_TYPES,
  ...UPSTREAM_WEAPON_FAMILIES,
  ...UPSTREAM_COLORS,
])
const hasExactlyOneForm = (restriction: {
  none?: unknown
  can_use?: unknown
  can_not_use?: unknown
}): boolean =>
  [restriction.none, restriction.can_use, restriction.can_not_use].filter(
    (form) => form !== undefined,
  ).length === 1
const ONE_FORM_MESSAGE = 'expected exactly one of none, can_use, can_not_use'

const moveRestrictionFormsSchema = v.object({
  none: flag,
  can_use: v.optional(v.pipe(v.array(v.picklist(UPSTREAM_MOVE_TYPES)), v.minLength(1))),
  can_not_use: v.optional(v.pipe(v.array(v.picklist(UPSTREAM_MOVE_TYPES)), v.minLength(1))),
})
const moveRestrictionSchema = v.pipe(
  moveRestrictionFormsSchema,
  v.check<v.InferOutput<typeof moveRestrictionFormsSchema>, string>(
    hasExactlyOneForm,
    ONE_FORM_MESSAGE,
  ),
)
const weaponRestrictionFormsSchema = v.object({
  none: flag,
  can_use: v.optional(v.pipe(v.array(weaponRestrictionEntry), v.minLength(1))),
  can_not_use: v.optional(v.pipe(v.array(weaponRestrictionEntry), v.minLength(1))),
})
const weaponRestrictionSchema = v.pipe(
  weaponRestrictionFormsSchema,
  v.check<v.InferOutput<typeof weaponRestrictionFormsSchema>, string>(
    hasExactlyOneForm,
    ONE_FORM_MESSAGE,
  ),
)
export type UpstreamWeaponRestriction = v.InferOutput<typeof weaponRestrictionSchema>
export type UpstreamMoveRestriction = v.InferOutput<typeof moveRestrictionSchema>

export const upstreamSkillSchema = v.object({
  id: nonEmpty,
  base_id: v.optional(nonEmpty),
  game8_id: v.optional(text),
  fandom_id: text,
  name: nonEmpty,
  category: v.picklist(UPSTREAM_SKILL_CATEGORIES),
  weapon_type: v.optional(
    v.picklist([...UPSTREAM_WEAPON_TYPES, 'All Bow', 'All Dagger', 'All Breath', 'All Beast']),
  ),
  refine_kind: v.optional(v.picklist(['skill1', 'skill2'])),
  has_refine: flag,
  refines_max_sp: v.optional(positiveInteger),
  image_url: url,
  is_prf: flag,
  is_arcane: flag,
  sp: v.optional(positiveInteger),
  cd: v.optional(positiveInteger),
  eff: v.optional(v.array(text)),
  tier: v.pipe(integer, v.minValue(1)),
  might: v.optional(positiveInteger),
  range: v.optional(positiveInteger),
  downgrade_ids: v.optional(v.array(nonEmpty)),
  upgrade_ids: v.optional(v.array(nonEmpty)),
  restrictions: v.optional(
    v.object({ moves: moveRestrictionSchema, weapons: weaponRestrictionSchema }),
  ),
  addition_date: v.optional(isoDate),
  release_date: v.optional(isoDate),
  version: v.optional(version),
})
export type UpstreamSkill = v.InferOutput<typeof upstreamSkillSchema>

export const upstreamSkillLinkSchema = v.object({
  unit_id: nonEmpty,
  skill_id: nonEmpty,
  /** Rarity at which the hero has the skill equipped; 0 = never by default. */
  default: v.pipe(integer, v.minValue(0), v.maxValue(5)),
  unlock: rarity,
})
export type UpstreamSkillLink = v.InferOutput<typeof upstreamSkillLinkSchema>

export const upstreamSkillAvailabilitySchema = v.object({
  id: nonEmpty,
  owner_ids: v.array(nonEmpty),
  required_slots: v.optional(
    v.record(v.picklist(UPSTREAM_FODDER_MODES), v.pipe(integer, v.minValue(0))),
  ),
  is_in: poolFlagsSchema,
  olrwo: v.optional(poolRaritiesSchema),
  divine_codes: v.optional(divineCodesSchema),
})
export type UpstreamSkillAvailability = v.InferOutput<typeof upstreamSkillAvailabilitySchema>

const nullableText = v.nullish(v.string())
/** Two shapes exist upstream: the old `{ id, description }` and the current split one. */
export const upstreamSkillDescriptionSchema = v.object({
  id: nonEmpty,
  description: nullableText,
  full: nullableText,
  base: nullableText,
  base_keywords: v.nullish(v.array(text)),
  upgrade: nullableText,
  upgrade_keywords: v.nullish(v.array(text)),
})
export type UpstreamSkillDescription = v.InferOutput<typeof upstreamSkillDescriptionSchema>

export const upstreamSkillRatingSchema = v.object({
  id: nonEmpty,
  game8_rating: v.nullish(text),
  game8_grade: v.nullish(text),
})
export type UpstreamSkillRating = v.InferOutput<typeof upstreamSkillRatingSchema>

const statOrNone = v.nullish(v.picklist([...UPSTREAM_STATS, 'none']))
export const upstreamHeroRatingSchema = v.object({
  id: nonEmpty,
  game8_rating: v.nullish(text),
  recommended_boon: statOrNone,
  recommended_bane: statOrNone,
  recommended_plus10: statOrNone,
})
export type UpstreamHeroRating = v.InferOutput<typeof upstreamHeroRatingSchema>

export const upstreamHeroicGrailsEntrySchema = v.object({
  start_time: v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'expected a "YYYY-MM-DD HH:MM:SS" time'),
  ),
  unit_id: nonEmpty,
  rarity,
})
export type UpstreamHeroicGrailsEntry = v.InferOutput<typeof upstreamHeroicGrailsEntrySchema>

export const upstreamBannerSchema = v.object({ name: nonEmpty, unit_ids: v.array(nonEmpty) })
export type UpstreamBanner = v.InferOutput<typeof upstreamBannerSchema>

export const upstreamConstantsSchema = v.object({
  units_count: positiveInteger,
  units_max_hp: positiveInteger,
  units_max_atk: positiveInteger,
  units_max_spd: positiveInteger,
  units_max_def: positiveInteger,
  units_max_res: positiveInteger,
  units_max_bst: positiveInteger,
  skills_max_tier: positiveInteger,
  skills_max_sp: positiveInteger,
  skills_max_cd: positiveInteger,
  skills_max_might: positiveInteger,
  skills_max_range: positiveInteger,
  units_genders: v.array(text),
  games: v.array(text),
  keywords: v.array(text),
})
export type UpstreamConstants = v.InferOutput<typeof upstreamConstantsSchema>

export const upstreamAccentsSchema = v.record(v.string(), v.string())
export const upstreamHallsSchema = v.record(v.string(), v.array(text))
