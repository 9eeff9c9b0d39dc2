import { useCallback } from 'react'
import { useTypedSearchParams } from '#app/hooks/use-typed-search-params.ts'
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
 * the page; typing replaces the history entry after a pause, a discrete choice pushes one
 * (style §9).
 */
export function useSkillSearch(): { search: SkillSearch; update: UpdateSkillSearch } {
  const [params, setParams] = useTypedSearchParams()
  const search = parseSkillSearch(params)
  const update = useCallback<UpdateSkillSearch>(
    (change, options) =>
      setParams(
        (current) => {
          const currentSearch = parseSkillSearch(current)
          const next = toSearchParams({
            ...currentSearch,
            page: 1,
            ...(typeof change === 'function' ? change(currentSearch) : change),
          })
          return keepDetailViews(current, next)
        },
        { isTyping: options?.isTyping },
      ),
    [setParams],
  )
  return { search, update }
}
