import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { keepDetailViews } from '#app/lib/detail-links.ts'
import { parseSkillSearch, type SkillSearch, toSearchParams } from './skill-search.ts'

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
      setParams(keepDetailViews(current, next), {
        replace: options?.isTyping ?? false,
        preventScrollReset: true,
      })
    },
    [setParams],
  )
  return { search, update }
}
