import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { parseSkillSearch, type SkillSearch, toSearchParams } from './skill-search.ts'

/** Keys other features own in every page's URL (the open hero or skill): kept as they are. */
const FOREIGN_KEYS = ['skill', 'unit'] as const

export type SkillSearchChange =
  | Partial<SkillSearch>
  | ((current: SkillSearch) => Partial<SkillSearch>)

export type UpdateSkillSearch = (
  change: SkillSearchChange,
  options?: { readonly isTyping?: boolean },
) => void

/**
 * The skills page's state, read from the URL. A change goes back to page 1 unless it sets
 * the page; typing replaces the history entry, a discrete choice pushes one (style §9).
 */
export function useSkillSearch(): { search: SkillSearch; update: UpdateSkillSearch } {
  const [params, setParams] = useSearchParams()
  const search = useMemo(() => parseSkillSearch(params), [params])
  const update = useCallback<UpdateSkillSearch>(
    (change, options) => {
      // The address bar is ahead of a render still in progress: two quick changes both count.
      const current = new URLSearchParams(window.location.search)
      const currentSearch = parseSkillSearch(current)
      const next = toSearchParams({
        ...currentSearch,
        page: 1,
        ...(typeof change === 'function' ? change(currentSearch) : change),
      })
      for (const key of FOREIGN_KEYS) {
        const value = current.get(key)
        if (value !== null) next.set(key, value)
      }
      setParams(next, { replace: options?.isTyping ?? false, preventScrollReset: true })
    },
    [setParams],
  )
  return { search, update }
}
