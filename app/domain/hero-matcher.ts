import type { HeroId } from './hero.ts'
import { type AccentTable, foldText, transliterate } from './search.ts'

/**
 * Finds the hero a player meant by a name as players write it: the full name ("Lucina: Brave
 * Princess"), the community abbreviation ("B!Lucina"), the name alone when only one hero has
 * it ("Hrid"), name and title words ("lucina brave"), accents left out, or a small typo.
 */

export type MatchableHero = {
  readonly id: HeroId
  readonly name: string
  readonly title: string
  readonly abbreviatedName: string
}

export type HeroMatch =
  | { readonly status: 'matched'; readonly heroId: HeroId; readonly confidence: number }
  | { readonly status: 'ambiguous'; readonly candidates: readonly HeroId[] }
  | { readonly status: 'unknown'; readonly reason: 'empty' | 'no-hero-matches' }

/** How sure each way of matching is: an exact name is sure, a typo is a guess to confirm. */
export const MATCH_CONFIDENCE = {
  fullName: 1,
  abbreviation: 1,
  nameAlone: 0.9,
  words: 0.8,
  typo: 0.6,
} as const

/** The most candidates an ambiguous line offers: more means the line says too little. */
export const MAX_CANDIDATES = 8

type IndexedHero = {
  readonly id: HeroId
  readonly fullName: string
  readonly abbreviation: string
  readonly name: string
  /** Name and title words, for "lucina brave". */
  readonly words: readonly string[]
}

export type HeroMatcher = {
  readonly heroes: readonly IndexedHero[]
  readonly byFullName: ReadonlyMap<string, readonly HeroId[]>
  readonly byAbbreviation: ReadonlyMap<string, readonly HeroId[]>
  readonly byName: ReadonlyMap<string, readonly HeroId[]>
}

/** A name as the matcher compares it: accents spelled out, lower case, spaces and ':' evened. */
export function normalizeHeroName(text: string, accents: AccentTable): string {
  return foldText(transliterate(text, accents))
    .replace(/[‘’'`]/g, "'")
    .replace(/\s*:\s*/g, ': ')
    .replace(/\s+/g, ' ')
    .trim()
}

function addTo(map: Map<string, HeroId[]>, key: string, id: HeroId): void {
  const ids = map.get(key)
  if (ids === undefined) map.set(key, [id])
  else if (!ids.includes(id)) ids.push(id)
}

/** The index a barracks paste matches against, built once per dataset. */
export function createHeroMatcher(
  heroes: readonly MatchableHero[],
  accents: AccentTable,
): HeroMatcher {
  const byFullName = new Map<string, HeroId[]>()
  const byAbbreviation = new Map<string, HeroId[]>()
  const byName = new Map<string, HeroId[]>()
  const indexed = heroes.map((hero) => {
    const fullName = normalizeHeroName(`${hero.name}: ${hero.title}`, accents)
    const abbreviation = normalizeHeroName(hero.abbreviatedName, accents)
    const name = normalizeHeroName(hero.name, accents)
    addTo(byFullName, fullName, hero.id)
    addTo(byAbbreviation, abbreviation, hero.id)
    addTo(byName, name, hero.id)
    return { id: hero.id, fullName, abbreviation, name, words: fullName.split(/[\s:]+/) }
  })
  return { heroes: indexed, byFullName, byAbbreviation, byName }
}

/**
 * The edit distance between two texts, or `limit + 1` as soon as it is sure to pass `limit`
 * (Levenshtein with an early stop: most names are far from most others).
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let rowMinimum = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
      current.push(value)
      rowMinimum = Math.min(rowMinimum, value)
    }
    if (rowMinimum > limit) return limit + 1
    previous = current
  }
  return previous[b.length] ?? limit + 1
}

function decide(ids: readonly HeroId[], confidence: number): HeroMatch {
  if (ids.length === 1 && ids[0] !== undefined)
    return { status: 'matched', heroId: ids[0], confidence }
  return { status: 'ambiguous', candidates: ids.slice(0, MAX_CANDIDATES) }
}

/** The hero `text` names, how sure that is, or the candidates and why none. */
export function matchHero(matcher: HeroMatcher, text: string, accents: AccentTable): HeroMatch {
  const query = normalizeHeroName(text, accents)
  if (query === '') return { status: 'unknown', reason: 'empty' }
  const exact = matcher.byFullName.get(query) ?? matcher.byAbbreviation.get(query)
  if (exact) return decide(exact, MATCH_CONFIDENCE.fullName)
  const byName = matcher.byName.get(query)
  if (byName) return decide(byName, MATCH_CONFIDENCE.nameAlone)
  // Every word typed is the start of a word of the hero's name and title ("lucina brave").
  const queryWords = query.split(/[\s:]+/)
  const byWords = matcher.heroes
    .filter((hero) => queryWords.every((word) => hero.words.some((own) => own.startsWith(word))))
    .map((hero) => hero.id)
  if (queryWords.length > 1 && byWords.length > 0) return decide(byWords, MATCH_CONFIDENCE.words)
  // A typo: one wrong letter in a short name, two in a long one.
  const limit = query.length >= 8 ? 2 : query.length >= 4 ? 1 : 0
  if (limit > 0) {
    let best = limit + 1
    let ids: HeroId[] = []
    for (const hero of matcher.heroes) {
      for (const known of [hero.fullName, hero.abbreviation, hero.name]) {
        const distance = boundedEditDistance(query, known, Math.min(best, limit))
        if (distance < best) {
          best = distance
          ids = [hero.id]
        } else if (distance === best && distance <= limit && !ids.includes(hero.id)) {
          ids.push(hero.id)
        }
      }
    }
    if (best <= limit) return decide(ids, MATCH_CONFIDENCE.typo)
  }
  if (byWords.length > 0) return decide(byWords, MATCH_CONFIDENCE.words)
  return { status: 'unknown', reason: 'no-hero-matches' }
}
