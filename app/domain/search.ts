import { compileRegularExpression, type SearchPattern } from '#app/domain/regular-expression.ts'
import type { Hero } from './hero.ts'
import type { Skill } from './skill.ts'

export type { SearchPattern }

/** The upstream accents table: a character and its ASCII spelling ("ð" → "d", "Α" → "Alpha"). */
export type AccentTable = Readonly<Record<string, string>>

const accentPatterns = new WeakMap<AccentTable, RegExp | null>()

/** One alternation of the table's keys, longest first; null for an empty table. */
function compileAccentPattern(accents: AccentTable): RegExp | null {
  let pattern = accentPatterns.get(accents)
  if (pattern === undefined) {
    const keys = Object.keys(accents).sort((a, b) => b.length - a.length)
    pattern =
      keys.length === 0 ? null : new RegExp(keys.map(escapeRegularExpression).join('|'), 'gu')
    accentPatterns.set(accents, pattern)
  }
  return pattern
}

/**
 * Replaces every accented character found in the table, longest key first, and leaves every
 * other character as it is. Commas and other punctuation stay: the reference joined the keys
 * into a regular expression with commas and turned "," into "undefined" (bug §7.2 #5).
 * The pattern is built once per table: pages transliterate every hero's texts on load.
 */
export function transliterate(text: string, accents: AccentTable): string {
  const pattern = compileAccentPattern(accents)
  return pattern === null ? text : text.replace(pattern, (key) => accents[key] ?? key)
}

/** "abbreviation [title]": how lists and pickers name a hero ("B!Lucina [Future Witness]"). */
export function formatHeroLabel(hero: Pick<Hero, 'abbreviatedName' | 'title'>): string {
  return `${hero.abbreviatedName} [${hero.title}]`
}

/**
 * The community abbreviation split in parts: "H!B!Alm" → prefixes H and B, "Alear(F)" →
 * suffix F. Prefixes name a theme or trait (glossary); the suffix tells namesakes apart.
 */
export function parseAbbreviatedName(abbreviatedName: string): {
  readonly prefixes: readonly string[]
  readonly baseName: string
  readonly suffix: string | null
} {
  const parts = abbreviatedName.split('!')
  const last = parts.pop() ?? ''
  const suffixMatch = /^(.*?)\(([^)]+)\)$/.exec(last)
  return {
    prefixes: parts,
    baseName: suffixMatch?.[1] ?? last,
    suffix: suffixMatch?.[2] ?? null,
  }
}

/** The texts a hero search looks in (reference §1.7): transliterated name, label, names. */
export function listHeroSearchTexts(
  hero: Pick<Hero, 'fullName' | 'abbreviatedName' | 'title'>,
  accents: AccentTable,
): readonly string[] {
  return unique([
    transliterate(hero.fullName, accents),
    transliterate(formatHeroLabel(hero), accents),
    hero.fullName,
    formatHeroLabel(hero),
    hero.abbreviatedName,
  ])
}

/** The texts a skill search looks in: transliterated name and name. */
export function listSkillSearchTexts(
  skill: Pick<Skill, 'name'>,
  accents: AccentTable,
): readonly string[] {
  return unique([transliterate(skill.name, accents), skill.name])
}

function unique(texts: readonly string[]): readonly string[] {
  return [...new Set(texts)]
}

/** Lower case without accents ("Hríd" → "hrid"); letters with no plain form (ð) stay. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** Code-unit order: for keys already folded (foldText) and for ISO dates. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Alphabetical order that ignores accents and case. Not `localeCompare` or `Intl.Collator`:
 * the first of them on a page loads ICU's collation data, 15–40 ms on a desktop (decision 0033).
 */
export function compareText(a: string, b: string): number {
  return compareKeys(foldText(a), foldText(b))
}

/** Items in `compareText` order of one of their texts, each text folded once. */
export function sortByText<Item>(items: Iterable<Item>, textOf: (item: Item) => string): Item[] {
  return Array.from(items, (item) => ({ item, key: foldText(textOf(item)) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ item }) => item)
}

/** Sort key of a hero: the full name, transliterated and in lower case. */
export function getHeroSortName(hero: Pick<Hero, 'fullName'>, accents: AccentTable): string {
  return transliterate(hero.fullName, accents).toLowerCase()
}

const STAT_ORDER: Readonly<Record<string, number>> = { Atk: 1, Spd: 2, Def: 3, Res: 4 }
const STAT_LETTER_ORDER: Readonly<Record<string, number>> = { A: 1, S: 2, D: 3, R: 4 }

/**
 * Sort key of a skill name in the game's stat order Atk < Spd < Def < Res (reference §1.2):
 * stat words and "A/S"-style pairs become "atk1"…"atk4", so "Spd Ploy" sorts before
 * "Def Ploy", and all of them where "Atk" would.
 */
export function getSkillSortName(name: string): string {
  return name
    .replace(
      /\b([ASDR])\/([ASDR])\b/g,
      (_match: string, first: string, second: string) =>
        `atk${STAT_LETTER_ORDER[first]}/atk${STAT_LETTER_ORDER[second]}`,
    )
    .replace(/\b(Atk|Spd|Def|Res)\b/g, (word: string) => `atk${STAT_ORDER[word]}`)
    .toLowerCase()
}

/** A search only starts at 3 characters (reference §1.7). */
export const MIN_QUERY_LENGTH = 3

export const SEARCH_MODES = ['text', 'regularExpression'] as const
export type SearchMode = (typeof SEARCH_MODES)[number]

export type CompiledQuery =
  | { readonly ok: true; readonly pattern: SearchPattern }
  | { readonly ok: false; readonly error: 'too-short' | 'invalid-regular-expression' }

export function escapeRegularExpression(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/**
 * Look-arounds and back-references: RE2, which runs a player's expression on the server in
 * linear time (regular-expression.ts), has none, so the browser refuses them too and both
 * agree. A literal `(?=` inside a class is refused as well: rare, and said under the field.
 */
const UNSUPPORTED_SYNTAX = /\(\?<?[=!]|\\[1-9]|\\k</

/**
 * Turns what the player typed into a case-insensitive pattern (reference §1.7). Text mode
 * transliterates accents, escapes every special character and lets each run of spaces
 * match anything ("dea blo" finds "Death Blow"); regular-expression mode takes the text as
 * it is, in RE2's syntax (no look-arounds, no back-references). Under 3 characters there is no
 * search. Neither mode can make the engine backtrack for ever (issue 25: a URL's search runs
 * on the server).
 */
export function compileSearchQuery(
  query: string,
  options: { readonly mode: SearchMode; readonly accents: AccentTable },
): CompiledQuery {
  const trimmed = query.trim()
  if ([...trimmed].length < MIN_QUERY_LENGTH) return { ok: false, error: 'too-short' }
  switch (options.mode) {
    case 'text': {
      const [first = '', ...others] = transliterate(trimmed, options.accents)
        .split(/\s+/)
        .map(escapeRegularExpression)
      // Each later word is found by a look-ahead and taken by a back-reference to it: a step
      // that is never undone, so a failed search does not try every place of every word
      // (`a.*?b.*?c` backtracks in the power of the words; "e e e … e zq" took seconds).
      const source = first + others.map((word, index) => `(?=(.*?${word}))\\${index + 1}`).join('')
      return { ok: true, pattern: new RegExp(source, 'i') }
    }
    case 'regularExpression': {
      const pattern = UNSUPPORTED_SYNTAX.test(trimmed) ? null : compileRegularExpression(trimmed)
      return pattern === null
        ? { ok: false, error: 'invalid-regular-expression' }
        : { ok: true, pattern }
    }
    default: {
      const unknown: never = options.mode
      throw new Error(`Unknown search mode ${String(unknown)}`)
    }
  }
}

/** Whether any of the texts matches the pattern. */
export function matchesAny(pattern: SearchPattern, texts: readonly string[]): boolean {
  return texts.some((text) => pattern.test(text))
}

export type TextSegment = { readonly text: string; readonly isMatch: boolean }

/** The text cut around its first match, for highlighting in a list of results. */
export function splitByMatch(text: string, pattern: SearchPattern): readonly TextSegment[] {
  const match = pattern.exec(text)
  if (match === null || match[0].length === 0) return [{ text, isMatch: false }]
  const start = match.index
  const end = start + match[0].length
  return [
    { text: text.slice(0, start), isMatch: false },
    { text: text.slice(start, end), isMatch: true },
    { text: text.slice(end), isMatch: false },
  ].filter((segment) => segment.text.length > 0)
}
