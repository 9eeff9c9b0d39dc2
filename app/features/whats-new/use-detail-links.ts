import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { type Slugged, toHeroSearch, toSkillSearchInPlaceOfHero } from '#app/lib/detail-links.ts'

/** Links that open a hero's or a skill's view over this page, its page of days kept. */
export function useDetailLinks(): {
  heroHref: (hero: Slugged) => string
  skillHref: (skill: Slugged) => string
} {
  const [searchParams] = useSearchParams()
  const heroHref = useCallback((hero: Slugged) => toHeroSearch(searchParams, hero), [searchParams])
  const skillHref = useCallback(
    (skill: Slugged) => toSkillSearchInPlaceOfHero(searchParams, skill),
    [searchParams],
  )
  return { heroHref, skillHref }
}
