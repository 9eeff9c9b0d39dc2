import { useLocation } from 'react-router'
import type { HeroId } from '#app/domain/hero.ts'

/** The link that opens a hero's detail view over the current page (`?unit=`). */
export function useHeroHref(): (heroId: HeroId) => string {
  const location = useLocation()
  return (heroId) => {
    const params = new URLSearchParams(location.search)
    params.set('unit', heroId)
    return `${location.pathname}?${params.toString()}`
  }
}
