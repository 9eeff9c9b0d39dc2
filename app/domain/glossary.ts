import type { Hero, HeroTrait, Theme } from './hero.ts'
import { compareKeys, compareText, parseAbbreviatedName, type SearchPattern } from './search.ts'
import type { SkillKeyword } from './skill.ts'

/** What a prefix of the community abbreviations stands for, read from the heroes that carry it. */
export type PrefixMeaning =
  | { readonly kind: 'theme'; readonly theme: Theme }
  | { readonly kind: 'trait'; readonly trait: HeroTrait | 'brave' | 'fallen' }

export type AbbreviationPrefix = {
  readonly prefix: string
  /** The best explanation first; empty when no attribute of the data explains the prefix. */
  readonly meanings: readonly PrefixMeaning[]
  readonly heroCount: number
  /** The earliest release among its heroes (YYYY-MM): when a seasonal theme first came. */
  readonly firstReleaseMonth: string
  /** A few abbreviations that use it, oldest first. */
  readonly examples: readonly string[]
}

export type GlossaryHero = Pick<
  Hero,
  'abbreviatedName' | 'theme' | 'traits' | 'isBrave' | 'isFallen' | 'releaseDate'
>

/** A meaning explains a prefix when at least this share of its heroes has the attribute. */
export const PREFIX_MEANING_MIN_SHARE = 0.25
const EXAMPLE_COUNT = 3

function meaningKey(meaning: PrefixMeaning): string {
  return meaning.kind === 'theme' ? `theme:${meaning.theme}` : `trait:${meaning.trait}`
}

function listMeanings(hero: GlossaryHero): readonly PrefixMeaning[] {
  const meanings: PrefixMeaning[] = hero.traits.map((trait) => ({ kind: 'trait', trait }))
  if (hero.theme !== null) meanings.push({ kind: 'theme', theme: hero.theme })
  if (hero.isBrave) meanings.push({ kind: 'trait', trait: 'brave' })
  if (hero.isFallen) meanings.push({ kind: 'trait', trait: 'fallen' })
  return meanings
}

/**
 * Every prefix of the heroes' abbreviations ("Su" in "Su!Cordelia") with what it means,
 * derived from the data rather than typed in (reference §2.11 lists them by hand): a theme
 * or trait explains a prefix when at least a quarter of its heroes have it; a prefix used
 * for two things ("H" for Halloween and harmonized) gets both, the more frequent first.
 * Prefixes are sorted by number of heroes, then by name.
 */
export function listAbbreviationPrefixes(
  heroes: readonly GlossaryHero[],
): readonly AbbreviationPrefix[] {
  const byPrefix = new Map<string, GlossaryHero[]>()
  for (const hero of heroes) {
    for (const prefix of new Set(parseAbbreviatedName(hero.abbreviatedName).prefixes)) {
      const group = byPrefix.get(prefix)
      if (group) group.push(hero)
      else byPrefix.set(prefix, [hero])
    }
  }
  return [...byPrefix]
    .map(([prefix, group]): AbbreviationPrefix => {
      const counts = new Map<string, { meaning: PrefixMeaning; count: number }>()
      for (const hero of group) {
        for (const meaning of listMeanings(hero)) {
          const key = meaningKey(meaning)
          const entry = counts.get(key)
          if (entry) entry.count += 1
          else counts.set(key, { meaning, count: 1 })
        }
      }
      const sorted = [...group].sort((first, second) =>
        compareKeys(first.releaseDate, second.releaseDate),
      )
      return {
        prefix,
        meanings: [...counts.values()]
          .filter((entry) => entry.count / group.length >= PREFIX_MEANING_MIN_SHARE)
          .sort((first, second) => second.count - first.count)
          .map((entry) => entry.meaning),
        heroCount: group.length,
        firstReleaseMonth: sorted[0]?.releaseDate.slice(0, 7) ?? '',
        examples: sorted.slice(0, EXAMPLE_COUNT).map((hero) => hero.abbreviatedName),
      }
    })
    .sort(
      (first, second) =>
        second.heroCount - first.heroCount || compareText(first.prefix, second.prefix),
    )
}

/** What a suffix of the abbreviations tells apart ("Alear(F)", "Marth(FE13)", "Alm(SoV)"). */
export type SuffixMeaning =
  | { readonly kind: 'female' | 'male' | 'young' | 'adult' | 'echoes' | 'other' }
  | { readonly kind: 'game'; readonly gameNumber: number }

/** Reads a suffix: gender and age letters, a game number, the Echoes remake, or another tag. */
export function classifySuffix(suffix: string): SuffixMeaning {
  const game = /^FE(\d+)$/.exec(suffix)
  if (game) return { kind: 'game', gameNumber: Number(game[1]) }
  switch (suffix) {
    case 'F':
      return { kind: 'female' }
    case 'M':
      return { kind: 'male' }
    case 'Y':
      return { kind: 'young' }
    case 'A':
      return { kind: 'adult' }
    case 'SoV':
      return { kind: 'echoes' }
    default:
      return { kind: 'other' }
  }
}

export type AbbreviationSuffix = {
  readonly suffix: string
  readonly meaning: SuffixMeaning
  readonly heroCount: number
  readonly examples: readonly string[]
}

/** Every suffix of the abbreviations, by number of heroes then name. */
export function listAbbreviationSuffixes(
  heroes: readonly Pick<GlossaryHero, 'abbreviatedName' | 'releaseDate'>[],
): readonly AbbreviationSuffix[] {
  const bySuffix = new Map<string, string[]>()
  const sorted = [...heroes].sort((first, second) =>
    compareKeys(first.releaseDate, second.releaseDate),
  )
  for (const hero of sorted) {
    const { suffix } = parseAbbreviatedName(hero.abbreviatedName)
    if (suffix === null) continue
    const group = bySuffix.get(suffix)
    if (group) group.push(hero.abbreviatedName)
    else bySuffix.set(suffix, [hero.abbreviatedName])
  }
  return [...bySuffix]
    .map(([suffix, names]) => ({
      suffix,
      meaning: classifySuffix(suffix),
      heroCount: names.length,
      examples: names.slice(0, EXAMPLE_COUNT),
    }))
    .sort(
      (first, second) =>
        second.heroCount - first.heroCount || compareText(first.suffix, second.suffix),
    )
}

/** One keyword of the skill descriptions with every distinct wording the data gives it. */
export type GlossaryKeyword = {
  readonly name: string
  readonly texts: readonly string[]
}

function normalizeSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * The skill keywords, one entry per name (reference §2.11: the scraper repeats a keyword
 * with slightly different wording): names compared without case or extra spaces, wordings
 * kept once each in their first order, entries sorted by name.
 */
export function mergeSkillKeywords(keywords: readonly SkillKeyword[]): readonly GlossaryKeyword[] {
  const byName = new Map<string, { name: string; texts: string[] }>()
  for (const keyword of keywords) {
    const name = normalizeSpaces(keyword.name)
    const key = name.toLowerCase()
    const text = normalizeSpaces(keyword.text)
    const entry = byName.get(key)
    if (!entry) byName.set(key, { name, texts: text ? [text] : [] })
    else if (text && !entry.texts.includes(text)) entry.texts.push(text)
  }
  return [...byName.values()].sort((first, second) => compareText(first.name, second.name))
}

/** The keywords whose name or wording matches the search pattern; all of them without one. */
export function filterGlossaryKeywords(
  keywords: readonly GlossaryKeyword[],
  pattern: SearchPattern | null,
): readonly GlossaryKeyword[] {
  if (pattern === null) return keywords
  return keywords.filter(
    (keyword) => pattern.test(keyword.name) || keyword.texts.some((text) => pattern.test(text)),
  )
}
