import { useEffect } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A link from before slugs names a hero or skill by id (`?unit=PID_…`): once its view knows the
 * slug, the address takes it in place, other parameters kept (decision 0064). A full load of
 * such an address is redirected by the server; this covers a navigation in the page.
 */
export function useSlugInAddress(key: 'unit' | 'skill', value: string, slug: string | null): void {
  const [, setParams] = useSearchParams()
  useEffect(() => {
    if (slug === null || slug === value) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        // Only while the address still names this one: the player may have moved on.
        if (next.get(key) === value) next.set(key, slug)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [key, value, slug, setParams])
}
