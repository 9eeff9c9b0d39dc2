import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { dropHeroBuild, type Slugged } from '#app/lib/detail-links.ts'
import { useTypedSearchParams } from './use-typed-search-params.ts'

/** The links that open a hero's detail view (`?unit=`) over a page with these params. */
export function createHeroHref(
  pathname: string,
  params: URLSearchParams,
): (hero: Slugged) => string {
  if (params.has('unit'))
    return (hero) => {
      const next = dropHeroBuild(params)
      next.set('unit', hero.slug)
      return `${pathname}?${next.toString()}`
    }
  // The page's own query is written once, not once a row: a keystroke draws a page of rows.
  const query = params.toString()
  const start = `${pathname}?${query}${query === '' ? '' : '&'}`
  return (hero) => `${start}unit=${encodeURIComponent(hero.slug)}`
}

/** The link that opens a hero's detail view over the current page (`?unit=`), typing included. */
export function useHeroHref(): (hero: Slugged) => string {
  const { pathname } = useLocation()
  const [params] = useTypedSearchParams()
  return useMemo(() => createHeroHref(pathname, params), [pathname, params])
}
