import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { toHeroSearch, toSkillSearch } from '#app/lib/detail-links.ts'

/** Links that open a hero's or a skill's view over this page, its page of days kept. */
export function useDetailLinks(): {
  heroHref: (heroId: string) => string
  skillHref: (skillId: string) => string
} {
  const [searchParams] = useSearchParams()
  const heroHref = useCallback(
    (heroId: string) => toHeroSearch(searchParams, heroId),
    [searchParams],
  )
  const skillHref = useCallback(
    (skillId: string) => {
      const params = new URLSearchParams(searchParams)
      params.delete('unit')
      return toSkillSearch(params, skillId)
    },
    [searchParams],
  )
  return { heroHref, skillHref }
}
