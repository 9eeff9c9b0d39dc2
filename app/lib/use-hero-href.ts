import { useLocation } from 'react-router'
import type { HeroId } from '#app/domain/hero.ts'
import { useTypedSearchParams } from './use-typed-search-params.ts'

/** The link that opens a hero's detail view over the current page (`?unit=`), typing included. */
export function useHeroHref(): (heroId: HeroId) => string {
  const { pathname } = useLocation()
  const [params] = useTypedSearchParams()
  return (heroId) => {
    const next = new URLSearchParams(params)
    next.set('unit', heroId)
    return `${pathname}?${next.toString()}`
  }
}
