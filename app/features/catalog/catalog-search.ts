import { GRAILS_SORTS, type GrailsSort } from '#app/domain/catalog.ts'

/** The catalog's choices kept in the URL: the banner shown and the shop's order. */
export type CatalogSearch = {
  /** A banner's name; one the data does not know shows nothing. */
  readonly banner: string | null
  readonly shopSort: GrailsSort
}

export const CATALOG_SEARCH_DEFAULTS: CatalogSearch = { banner: null, shopSort: 'newest' }

/** Reads `?banner=…&shop=…`; a malformed value falls back to its default. */
export function parseCatalogSearch(params: URLSearchParams): CatalogSearch {
  const banner = params.get('banner')?.trim() || null
  const shop = params.get('shop')
  return {
    banner,
    shopSort: GRAILS_SORTS.find((sort) => sort === shop) ?? CATALOG_SEARCH_DEFAULTS.shopSort,
  }
}

/** The URL's parameters for a state, defaults left out, other parameters (`?unit=`) kept. */
export function toCatalogSearchParams(
  search: CatalogSearch,
  current: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(current)
  params.delete('banner')
  params.delete('shop')
  if (search.banner !== null) params.set('banner', search.banner)
  if (search.shopSort !== CATALOG_SEARCH_DEFAULTS.shopSort) params.set('shop', search.shopSort)
  return params
}
