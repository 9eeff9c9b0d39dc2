/** Marks a link that opens a view over the current page, so closing it can go back. */
export const OPENED_IN_PAGE = { isOpenedInPage: true } as const

/** What a link to a hero's or a skill's view names: its slug (decision 0064), never its id. */
export type Slugged = { readonly slug: string }

/** The current URL's search with `?skill=` opening a skill's detail view. */
export function toSkillSearch(params: URLSearchParams, skill: Slugged): string {
  const next = new URLSearchParams(params)
  next.set('skill', skill.slug)
  return `?${next.toString()}`
}

/** The hero view's build (`?unit-merges=10&unit-asset=atk…`) starts with this. */
export const HERO_BUILD_PREFIX = 'unit-'

/** The params without a hero view's build: another hero opens with the default build. */
export function dropHeroBuild(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of [...next.keys()]) if (key.startsWith(HERO_BUILD_PREFIX)) next.delete(key)
  return next
}

/** The current URL's search with the hero's view (`?unit=`) in place of the skill's. */
export function toHeroSearch(params: URLSearchParams, hero: Slugged): string {
  const next = dropHeroBuild(params)
  next.delete('skill')
  next.set('unit', hero.slug)
  return `?${next.toString()}`
}

/**
 * The current URL's search with the skill's view (`?skill=`) in place of the hero's, build
 * included: one dialog at a time, as the reference's modals.
 */
export function toSkillSearchInPlaceOfHero(params: URLSearchParams, skill: Slugged): string {
  const next = dropHeroBuild(params)
  next.delete('unit')
  return toSkillSearch(next, skill)
}

/** Copies the open hero (with its build) or skill view from one search to a page's next. */
export function keepDetailViews(from: URLSearchParams, to: URLSearchParams): URLSearchParams {
  for (const [key, value] of from) {
    if (key === 'skill' || key === 'unit' || key.startsWith(HERO_BUILD_PREFIX)) to.set(key, value)
  }
  return to
}
