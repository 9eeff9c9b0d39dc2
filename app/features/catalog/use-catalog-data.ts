import { startTransition, useEffect, useState } from 'react'
import type { Banner, HeroicGrailsEntry } from '#app/domain/banner.ts'
import { sortBanners, sortCatalog } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { CatalogPageData } from '#app/features/catalog/catalog-data.ts'
import { requestJson } from '#app/lib/http-client.ts'
import { nextTask } from '#app/lib/next-task.ts'
import {
  type CatalogPayload,
  type Columnar,
  decodeHeroRows,
  type HeroListRow,
} from '#app/payloads/dataset-payloads.ts'

export type CatalogData = {
  /** Every hero in the game's catalog order. */
  readonly heroes: readonly HeroListRow[]
  readonly heroesById: ReadonlyMap<HeroId, HeroListRow>
  /** In name order, the dated ones of a series by date. */
  readonly banners: readonly Banner[]
  readonly heroicGrails: readonly HeroicGrailsEntry[]
}

export type CatalogDataState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly data: CatalogData }

/** The heroes and catalog payloads, fetched in the browser once the page is drawn. */
export function useCatalogData(page: CatalogPageData): CatalogDataState {
  const [state, setState] = useState<CatalogDataState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    Promise.all([
      requestJson<Columnar<HeroListRow>>(page.heroesUrl, { signal: controller.signal }),
      requestJson<CatalogPayload>(page.catalogUrl, { signal: controller.signal }),
    ]).then(
      async ([heroes, catalog]) => {
        // Decoding is a task of its own, not the tail of the one that parsed the files.
        await nextTask()
        if (controller.signal.aborted) return
        const rows = sortCatalog(decodeHeroRows(heroes))
        // A transition: the grid is drawn in slices, not in one long task (see usePayloadFile).
        startTransition(() =>
          setState({
            status: 'ready',
            data: {
              heroes: rows,
              heroesById: new Map(rows.map((row) => [row.id, row])),
              banners: sortBanners(catalog.banners),
              heroicGrails: catalog.heroicGrails,
            },
          }),
        )
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        setState({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [page.heroesUrl, page.catalogUrl])
  return state
}
