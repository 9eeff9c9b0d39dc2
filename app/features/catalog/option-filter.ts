import {
  type AccentTable,
  compileSearchQuery,
  matchesAny,
  transliterate,
} from '#app/domain/search.ts'

/** A picker lists at most this many options: drawing 1,400 at once would stall the page. */
export const MAX_OPTIONS = 50

// An option's texts and their accent-free spellings, worked out once per option.
const searchTexts = new WeakMap<object, readonly string[]>()

function searchTextsOf<Option>(
  option: Option,
  textsOf: (option: Option) => readonly string[],
  accents: AccentTable,
): readonly string[] {
  const key = option as object
  let texts = searchTexts.get(key)
  if (texts === undefined) {
    const own = textsOf(option)
    texts = [...new Set([...own, ...own.map((text) => transliterate(text, accents))])]
    searchTexts.set(key, texts)
  }
  return texts
}

/**
 * The options a picker shows for what was typed: all of them (up to the limit) when empty,
 * else those whose texts match, accents aside; spaces match anything ("luna 2022").
 */
export function filterByQuery<Option>(
  options: readonly Option[],
  query: string,
  textsOf: (option: Option) => readonly string[],
  accents: AccentTable,
): Option[] {
  const trimmed = query.trim()
  if (trimmed === '') return options.slice(0, MAX_OPTIONS)
  const compiled = compileSearchQuery(trimmed, { mode: 'text', accents })
  // Under three characters the domain search does not start: match the start of a word.
  const pattern = compiled.ok
    ? compiled.pattern
    : new RegExp(
        `\\b${transliterate(trimmed, accents).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`,
        'i',
      )
  const matches: Option[] = []
  for (const option of options) {
    if (matchesAny(pattern, searchTextsOf(option, textsOf, accents))) {
      matches.push(option)
      if (matches.length === MAX_OPTIONS) break
    }
  }
  return matches
}
