import { foldText } from '#app/domain/search.ts'

/** A combobox draws at most this many options: drawing 6,000 skills at once would stall each key. */
export const MAX_SHOWN_OPTIONS = 50

/** Tells whether an option matches what was typed. */
export type OptionMatcher<Option> = (option: Option) => boolean

/** The options a combobox draws, and whether more match than it draws. */
export type ShownOptions<Option> = {
  readonly options: readonly Option[]
  readonly hasMore: boolean
}

/** The keys that move the highlight through an open list. */
export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'

/**
 * Matches the options whose text holds what was typed, case and accents aside; null when
 * nothing is typed (every option matches).
 */
export function matchTextContaining<Option>(
  query: string,
  textOf: (option: Option) => string,
): OptionMatcher<Option> | null {
  const needle = foldText(query.trim())
  if (needle === '') return null
  return (option) => foldText(textOf(option)).includes(needle)
}

/** The first `limit` options that match (all of them under a null matcher), in their order. */
export function selectShownOptions<Option>(
  options: readonly Option[],
  matcher: OptionMatcher<Option> | null,
  limit: number = MAX_SHOWN_OPTIONS,
): ShownOptions<Option> {
  const shown: Option[] = []
  for (const option of options) {
    if (matcher === null || matcher(option)) {
      if (shown.length === limit) return { options: shown, hasMore: true }
      shown.push(option)
    }
  }
  return { options: shown, hasMore: false }
}

/** Where the highlight goes on a key among `count` options: arrows wrap around (-1 is none). */
export function moveActiveIndex(index: number, key: NavigationKey, count: number): number {
  if (count === 0) return -1
  switch (key) {
    case 'ArrowDown':
      return index < 0 || index >= count - 1 ? 0 : index + 1
    case 'ArrowUp':
      return index <= 0 || index >= count ? count - 1 : index - 1
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default: {
      const unknown: never = key
      throw new Error(`Unknown navigation key ${String(unknown)}`)
    }
  }
}
