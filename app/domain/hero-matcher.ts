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
  /** Name and title words, for "lucina brave". */
  readonly words: readonly string[]
}

/** One way a hero is written (full name, abbreviation or name) and the heroes written so. */
type Spelling = { readonly text: string; readonly heroIds: readonly HeroId[] }

export type HeroMatcher = {
  readonly heroes: readonly IndexedHero[]
  readonly byFullName: ReadonlyMap<string, readonly HeroId[]>
  readonly byAbbreviation: ReadonlyMap<string, readonly HeroId[]>
  readonly byName: ReadonlyMap<string, readonly HeroId[]>
  /** Every distinct spelling by its length: a typo is looked for among lengths near the query's. */
  readonly spellingsByLength: ReadonlyMap<number, readonly Spelling[]>
  /** The heroes with a word starting with each letter (indexes into `heroes`). */
  readonly heroesByWordStart: ReadonlyMap<string, readonly number[]>
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
  const spellings = new Map<string, HeroId[]>()
  const heroesByWordStart = new Map<string, number[]>()
  const indexed = heroes.map((hero, index) => {
    const fullName = normalizeHeroName(`${hero.name}: ${hero.title}`, accents)
    const abbreviation = normalizeHeroName(hero.abbreviatedName, accents)
    const name = normalizeHeroName(hero.name, accents)
    addTo(byFullName, fullName, hero.id)
    addTo(byAbbreviation, abbreviation, hero.id)
    addTo(byName, name, hero.id)
    for (const spelling of [fullName, abbreviation, name]) addTo(spellings, spelling, hero.id)
    const words = fullName.split(/[\s:]+/)
    for (const start of new Set(words.map((word) => word.charAt(0)))) {
      const list = heroesByWordStart.get(start)
      if (list === undefined) heroesByWordStart.set(start, [index])
      else list.push(index)
    }
    return { id: hero.id, words }
  })
  const spellingsByLength = new Map<number, Spelling[]>()
  for (const [text, heroIds] of spellings) {
    const list = spellingsByLength.get(text.length)
    if (list === undefined) spellingsByLength.set(text.length, [{ text, heroIds }])
    else list.push({ text, heroIds })
  }
  return {
    heroes: indexed,
    byFullName,
    byAbbreviation,
    byName,
    spellingsByLength,
    heroesByWordStart,
  }
}

// Two rows of the distance table, reused: a paste of 500 lines compares thousands of names.
let previousRow = new Uint16Array(64)
let currentRow = new Uint16Array(64)

/**
 * The edit distance between two texts, or `limit + 1` as soon as it is sure to pass `limit`:
 * Levenshtein computed only within `limit` of the diagonal (Ukkonen's band), stopping at the
 * first row that passes the limit. Most names are far from most others.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  const beyond = limit + 1
  if (Math.abs(a.length - b.length) > limit) return beyond
  if (previousRow.length <= b.length + 1) {
    previousRow = new Uint16Array(b.length * 2 + 2)
    currentRow = new Uint16Array(b.length * 2 + 2)
  }
  let previous = previousRow
  let current = currentRow
  for (let j = 0; j <= b.length; j += 1) previous[j] = j <= limit ? j : beyond
  for (let i = 1; i <= a.length; i += 1) {
    const low = Math.max(1, i - limit)
    const high = Math.min(b.length, i + limit)
    let left = low === 1 && i <= limit ? i : beyond
    current[low - 1] = left
    let rowMinimum = left
    const letter = a.charCodeAt(i - 1)
    for (let j = low; j <= high; j += 1) {
      const diagonal = (previous[j - 1] as number) + (letter === b.charCodeAt(j - 1) ? 0 : 1)
      const up = (previous[j] as number) + 1
      let value = left + 1
      if (up < value) value = up
      if (diagonal < value) value = diagonal
      if (value > beyond) value = beyond
      current[j] = value
      left = value
      if (value < rowMinimum) rowMinimum = value
    }
    // The next row reads one cell further right: outside this row's band, past the limit.
    if (high < b.length) current[high + 1] = beyond
    if (rowMinimum > limit) return beyond
    const swap = previous
    previous = current
    current = swap
  }
  return Math.min(previous[b.length] as number, beyond)
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
  const byWords = (matcher.heroesByWordStart.get(queryWords[0]?.charAt(0) ?? '') ?? [])
    .map((index) => matcher.heroes[index])
    .filter(
      (hero): hero is IndexedHero =>
        hero !== undefined &&
        queryWords.every((word) => hero.words.some((own) => own.startsWith(word))),
    )
    .map((hero) => hero.id)
  if (queryWords.length > 1 && byWords.length > 0) return decide(byWords, MATCH_CONFIDENCE.words)
  // A typo: one wrong letter in a short name, two in a long one.
  const limit = query.length >= 8 ? 2 : query.length >= 4 ? 1 : 0
  if (limit > 0) {
    let best = limit + 1
    let ids: HeroId[] = []
    for (let length = query.length - limit; length <= query.length + limit; length += 1) {
      for (const spelling of matcher.spellingsByLength.get(length) ?? []) {
        const distance = boundedEditDistance(query, spelling.text, Math.min(best, limit))
        if (distance < best) {
          best = distance
          ids = [...spelling.heroIds]
        } else if (distance === best && distance <= limit) {
          for (const id of spelling.heroIds) if (!ids.includes(id)) ids.push(id)
        }
      }
    }
    if (best <= limit) return decide(ids, MATCH_CONFIDENCE.typo)
  }
  if (byWords.length > 0) return decide(byWords, MATCH_CONFIDENCE.words)
  return { status: 'unknown', reason: 'no-hero-matches' }
}
