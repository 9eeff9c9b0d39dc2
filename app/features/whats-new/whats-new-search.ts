import * as v from 'valibot'

/** Days of changes on one page of /misc/whats-new (and in its feed). */
export const DAYS_PER_PAGE = 10

export const WHATS_NEW_SEARCH_DEFAULTS = { page: 1 } as const satisfies WhatsNewSearch

export type WhatsNewSearch = { readonly page: number }

const WhatsNewSearchSchema = v.object({
  page: v.fallback(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(1000)),
    WHATS_NEW_SEARCH_DEFAULTS.page,
  ),
})

/** `?page=` (older days on later pages); anything invalid is the first page. */
export function parseWhatsNewSearch(params: URLSearchParams): WhatsNewSearch {
  return v.parse(WhatsNewSearchSchema, { page: params.get('page') ?? undefined })
}

/** Defaults left out: one view, one URL. Other parameters (an open hero or skill) are kept. */
export function toWhatsNewSearchParams(
  search: WhatsNewSearch,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current)
  params.delete('page')
  if (search.page !== WHATS_NEW_SEARCH_DEFAULTS.page) params.set('page', String(search.page))
  return params
}
