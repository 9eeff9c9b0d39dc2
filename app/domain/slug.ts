import type { Hero } from './hero.ts'
import { compareKeys, foldText } from './search.ts'
import type { RefineKind, Skill } from './skill.ts'

// The site's links name heroes and skills by slug (`?unit=abel-the-panther`, decision 0064).
// Changing a rule here changes links players have shared: bump PAYLOAD_FORMAT with it, since
// payloads store only the slugs these rules do not give.

// Letters NFD leaves whole but that have a plain spelling (the upstream accents table's), and
// curly apostrophes, dropped as straight ones are.
const LETTERS: Readonly<Record<string, string>> = {
  '’': '',
  '‘': '',
  æ: 'ae',
  œ: 'oe',
  ð: 'd',
  đ: 'd',
  þ: 'th',
  ø: 'o',
  ł: 'l',
  ß: 'ss',
  ı: 'i',
  ħ: 'h',
  ŋ: 'ng',
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  ζ: 'zeta',
  η: 'eta',
  θ: 'theta',
  ι: 'iota',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'mu',
  ν: 'nu',
  ξ: 'xi',
  ο: 'omicron',
  π: 'pi',
  ρ: 'rho',
  σ: 'sigma',
  ς: 'sigma',
  τ: 'tau',
  υ: 'upsilon',
  φ: 'phi',
  χ: 'chi',
  ψ: 'psi',
  ω: 'omega',
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/

/**
 * A name as a link's path segment: lower case, ASCII, words joined by hyphens. Accents go
 * ("Líf" → "lif"), letters without one are spelled out ("Þórr" → "thorr", "Θ" → "theta"),
 * "+" is "plus" and "&" is "and", apostrophes and full stops vanish ("Arden's" → "ardens"),
 * anything else separates words. Empty when nothing is left.
 */
export function slugify(text: string): string {
  // Most names are plain ASCII: no Unicode normalization, no table (the heroes and skills
  // lists spell thousands of names when their payload is decoded).
  const spelled = PRINTABLE_ASCII.test(text)
    ? text.toLowerCase()
    : foldText(text).replace(/[^\x20-\x7e]/g, (letter) => LETTERS[letter] ?? ' ')
  return spelled
    .replace(/['.]/g, '')
    .replaceAll('+', ' plus ')
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** A hero's slug from its name and title ("Abel: The Panther" → "abel-the-panther"). */
export function heroSlug(hero: Pick<Hero, 'name' | 'title'>): string {
  return slugify(`${hero.name} ${hero.title}`) || 'hero'
}

// feheroes.fandom.com/wiki/Weapon_Refinery: an inheritable staff gains Wrathful Staff or Dazzling
// Staff; a unique weapon has one effect refine (upstream's second kind is the staves' only).
const REFINE_WORDS: Readonly<Record<RefineKind, readonly [staff: string, other: string]>> = {
  effect1: ['wrathful', 'refine'],
  effect2: ['dazzling', 'refine-2'],
}

/**
 * A skill's slug: its name ("Atk/Spd Solo 4" → "atk-spd-solo-4"); a sacred seal adds "seal"
 * (most share their name with a passive skill) and a refine its kind ("alondite-refine",
 * "absorb-plus-wrathful" for an inheritable staff): upstream gives a refine its weapon's name.
 * `base` is a refine's weapon (null for other skills, or when the data lacks it).
 */
export function skillSlug(
  skill: Pick<Skill, 'name' | 'category' | 'refineKind' | 'weapon'>,
  base: Pick<Skill, 'isExclusive'> | null,
): string {
  const name = slugify(skill.name) || 'skill'
  if (skill.category === 'sacredSeal') return `${name}-seal`
  if (skill.refineKind === null) return name
  const [staff, other] = REFINE_WORDS[skill.refineKind]
  const isInheritableStaff =
    base?.isExclusive === false &&
    skill.weapon?.kind === 'weaponType' &&
    skill.weapon.weaponType === 'colorlessStaff'
  return `${name}-${isInheritableStaff ? staff : other}`
}

/** One hero or skill and the slug its rules give it. */
export type SlugEntry<Id extends string> = {
  readonly id: Id
  readonly slug: string
  /** When it entered the game's data (ISO date); null when upstream does not say. */
  readonly additionDate: string | null
}

export type SlugAssignment<Id extends string> =
  | { readonly ok: true; readonly slugs: ReadonlyMap<Id, string> }
  | {
      readonly ok: false
      readonly error: 'duplicate-slug'
      readonly slug: string
      readonly ids: readonly Id[]
    }

/** FNV-1a over the id's UTF-16 units, 4 base-36 digits: the same id always gives the same. */
function hashSuffix(id: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < id.length; index++) {
    hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193) >>> 0
  }
  return (hash % 36 ** 4).toString(36).padStart(4, '0')
}

/** Oldest first (undated last), then by id: the game's order of addition, not the import's. */
function compareAddition<Id extends string>(first: SlugEntry<Id>, second: SlugEntry<Id>): number {
  if (first.additionDate !== second.additionDate) {
    if (first.additionDate === null) return 1
    if (second.additionDate === null) return -1
    return compareKeys(first.additionDate, second.additionDate)
  }
  return compareKeys(first.id, second.id)
}

/**
 * Unique slugs. Entries whose rules give the same slug keep it in the order the game added
 * them: the first keeps it, each later one adds a suffix hashed from its own id
 * ("missiletainn-2k9f"). A new hero or skill is added after the others, so no slug already
 * linked changes. A suffix that still meets another slug is an error, never a silent choice.
 */
export function assignSlugs<Id extends string>(
  entries: readonly SlugEntry<Id>[],
): SlugAssignment<Id> {
  const groups = new Map<string, SlugEntry<Id>[]>()
  for (const entry of entries) {
    const group = groups.get(entry.slug)
    if (group) group.push(entry)
    else groups.set(entry.slug, [entry])
  }
  const slugs = new Map<Id, string>()
  const owners = new Map<string, Id[]>()
  for (const [slug, group] of groups) {
    const [first, ...later] = [...group].sort(compareAddition)
    if (first === undefined) continue
    const assigned: [Id, string][] = [
      [first.id, slug],
      ...later.map((entry): [Id, string] => [entry.id, `${slug}-${hashSuffix(entry.id)}`]),
    ]
    for (const [id, assignedSlug] of assigned) {
      slugs.set(id, assignedSlug)
      owners.set(assignedSlug, [...(owners.get(assignedSlug) ?? []), id])
    }
  }
  for (const [slug, ids] of owners) {
    if (ids.length > 1) return { ok: false, error: 'duplicate-slug', slug, ids }
  }
  return { ok: true, slugs }
}
