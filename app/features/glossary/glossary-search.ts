import * as v from 'valibot'

export const GLOSSARY_TABS = ['names', 'keywords'] as const
export type GlossaryTab = (typeof GLOSSARY_TABS)[number]

export const GLOSSARY_SEARCH_DEFAULTS = {
  tab: 'names',
  query: '',
} as const satisfies GlossarySearch

/** Longer queries are cut: no keyword is that long, and the URL stays short. */
const MAX_QUERY_LENGTH = 100

const GlossarySearchSchema = v.object({
  tab: v.fallback(v.picklist(GLOSSARY_TABS), GLOSSARY_SEARCH_DEFAULTS.tab),
  query: v.fallback(
    v.pipe(
      v.string(),
      v.transform((text) => text.slice(0, MAX_QUERY_LENGTH)),
    ),
    GLOSSARY_SEARCH_DEFAULTS.query,
  ),
})

export type GlossarySearch = { readonly tab: GlossaryTab; readonly query: string }

/** `?tab=` (names or keywords) and `?q=` (the keyword search); anything invalid is the default. */
export function parseGlossarySearch(params: URLSearchParams): GlossarySearch {
  return v.parse(GlossarySearchSchema, {
    tab: params.get('tab') ?? undefined,
    query: params.get('q') ?? undefined,
  })
}

/** Defaults left out, keys in a fixed order: one view, one URL. Other parameters are kept. */
export function toGlossarySearchParams(
  search: GlossarySearch,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current)
  params.delete('tab')
  params.delete('q')
  if (search.tab !== GLOSSARY_SEARCH_DEFAULTS.tab) params.set('tab', search.tab)
  if (search.tab === 'keywords' && search.query !== '') params.set('q', search.query)
  return params
}
