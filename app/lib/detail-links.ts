/** Marks a link that opens a view over the current page, so closing it can go back. */
export const OPENED_IN_PAGE = { isOpenedInPage: true } as const

/** The current URL's search with `?skill=` opening a skill's detail view. */
export function toSkillSearch(params: URLSearchParams, skillId: string): string {
  const next = new URLSearchParams(params)
  next.set('skill', skillId)
  return `?${next.toString()}`
}

/** The current URL's search with the hero's view (`?unit=`) in place of the skill's. */
export function toHeroSearch(params: URLSearchParams, heroId: string): string {
  const next = new URLSearchParams(params)
  next.delete('skill')
  next.set('unit', heroId)
  return `?${next.toString()}`
}

/** Copies the open hero or skill view (`?unit=`, `?skill=`) from one search to a page's next. */
export function keepDetailViews(from: URLSearchParams, to: URLSearchParams): URLSearchParams {
  for (const key of ['skill', 'unit']) {
    const value = from.get(key)
    if (value !== null) to.set(key, value)
  }
  return to
}
