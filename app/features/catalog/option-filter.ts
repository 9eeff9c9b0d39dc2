import type { OptionMatcher } from '#app/components/ui/combobox-options.ts'
import {
  type AccentTable,
  compileSearchQuery,
  escapeRegularExpression,
  matchesAny,
  transliterate,
} from '#app/domain/search.ts'

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
 * The test of a picker's options for what was typed (null when nothing is: all match): their
 * texts match, accents aside; spaces match anything ("luna 2022").
 */
export function matchQuery<Option>(
  query: string,
  textsOf: (option: Option) => readonly string[],
  accents: AccentTable,
): OptionMatcher<Option> | null {
  const trimmed = query.trim()
  if (trimmed === '') return null
  const compiled = compileSearchQuery(trimmed, { mode: 'text', accents })
  // Under three characters the domain search does not start: match the start of a word.
  const pattern = compiled.ok
    ? compiled.pattern
    : new RegExp(`\\b${escapeRegularExpression(transliterate(trimmed, accents))}`, 'i')
  return (option) => matchesAny(pattern, searchTextsOf(option, textsOf, accents))
}
