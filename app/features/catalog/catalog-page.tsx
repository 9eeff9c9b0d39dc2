import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { OwnedToggleTile, TILE_HEIGHT, TILE_WIDTH } from '#app/components/hero-tiles/hero-tile.tsx'
import { OwnedRecap } from '#app/components/hero-tiles/owned-recap.tsx'
import { TileGrid } from '#app/components/hero-tiles/tile-grid.tsx'
import { LoadingBar } from '#app/components/ui/loading-bar.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { SavesToolbar } from '#app/components/ui/saves-toolbar.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { isHeroOwned, MARKED_OWNED_BUILD, setHeroOwned } from '#app/domain/barracks-model.ts'
import { type CatalogRecap, recapCatalog, toggleHeroId } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { COLLECTION_STORAGE, createEntryId, useOwnedHeroIds } from '#app/storage/collection.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'
import type { CatalogData, CatalogPageData, CatalogSource } from './catalog-data.ts'
import styles from './catalog-page.module.css'
import { type CatalogSearch, parseCatalogSearch, toCatalogSearchParams } from './catalog-search.ts'
import { BannerBrowser } from './components/banner-browser.tsx'
import { CustomBanner } from './components/custom-banner.tsx'
import { GrailsShop } from './components/grails-shop.tsx'

/**
 * The catalog of heroes (reference §2.5): what the player owns, banners, the grails shop. The
 * server draws the frame; the heroes and banners come with the route's clientLoader.
 */
export function CatalogPage({ page }: { page: CatalogPageData }) {
  const t = useTranslate()
  const { catalog } = page
  return (
    <div className={styles.page}>
      <PageHeader routeName="catalog-of-heroes" />
      <div className={styles.body}>
        <SavesToolbar definition={COLLECTION_STORAGE} />
        {catalog === undefined && (
          // The sections will fill the screen: holding their room keeps the footer from
          // showing and then moving away.
          <div className={styles.screenTall}>
            <LoadingBar />
            <p className={styles.loading} role="status">
              {t('catalog.loading', { count: formatCount(page.heroCount) })}
            </p>
          </div>
        )}
        {catalog?.status === 'failed' && <PayloadFailure />}
        {catalog?.status === 'ready' && <CatalogSections data={catalog.data} page={page} />}
      </div>
    </div>
  )
}

function useCatalogSearch(): [CatalogSearch, (change: Partial<CatalogSearch>) => void] {
  const [params, setParams] = useSearchParams()
  const search = useMemo(() => parseCatalogSearch(params), [params])
  const update = useCallback(
    (change: Partial<CatalogSearch>) =>
      setParams(
        (current) => toCatalogSearchParams({ ...parseCatalogSearch(current), ...change }, current),
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  )
  return [search, update]
}

function CatalogSections({ data, page }: { data: CatalogData; page: CatalogSource }) {
  const t = useTranslate()
  const { data: saved, set } = usePersistedState(COLLECTION_STORAGE)
  const owned = useOwnedHeroIds()
  const recap = useMemo(() => recapCatalog(data.heroes, owned), [data.heroes, owned])
  const toggleOwned = useCallback(
    (heroId: HeroId) =>
      set((current) => ({
        ...current,
        barracks: setHeroOwned(current.barracks, heroId, !isHeroOwned(current.barracks, heroId), {
          build: MARKED_OWNED_BUILD,
          id: createEntryId(),
        }),
      })),
    [set],
  )
  // The grid comes alone, then the other sections (below it on a phone) in a transition: the
  // data's arrival is then two shorter tasks instead of one long one that lays out the page.
  const [isRestShown, setRestShown] = useState(false)
  useEffect(() => startTransition(() => setRestShown(true)), [])
  const toggleInBanner = useCallback(
    (heroId: HeroId) =>
      set((current) => ({ ...current, customBanner: toggleHeroId(current.customBanner, heroId) })),
    [set],
  )
  return (
    <div className={styles.sections}>
      <Section title={t('catalog.grid.title')}>
        <p className={styles.hint}>{t('catalog.grid.hint')}</p>
        <p className={styles.count} role="status">
          {t('catalog.grid.count', {
            owned: formatCount(recap.totals.total.owned),
            total: formatCount(recap.totals.total.heroIds.length),
          })}
        </p>
        <TileGrid
          items={data.heroes}
          keyOf={(hero) => hero.id}
          tileWidth={TILE_WIDTH}
          tileHeight={TILE_HEIGHT}
          visibleRows={5}
          label={t('catalog.grid.label')}
          renderTile={(hero, tabIndex, index, hasFace) => (
            <OwnedToggleTile
              hero={hero}
              owned={owned.has(hero.id)}
              onToggle={toggleOwned}
              tabIndex={tabIndex}
              tileIndex={index}
              hasFace={hasFace}
            />
          )}
        />
      </Section>
      {isRestShown ? (
        <CatalogRest
          data={data}
          page={page}
          recap={recap}
          owned={owned}
          customBanner={saved.customBanner}
          onToggleInBanner={toggleInBanner}
        />
      ) : (
        // Holds the room of the sections to come, so that the footer does not show and move.
        <div className={styles.screenTall} />
      )}
    </div>
  )
}

type CatalogRestProps = {
  readonly data: CatalogData
  readonly page: CatalogSource
  readonly recap: CatalogRecap
  readonly owned: ReadonlySet<HeroId>
  readonly customBanner: readonly HeroId[]
  readonly onToggleInBanner: (heroId: HeroId) => void
}

/** The sections after the grid: the recap, the banners, the custom banner and the shop. */
function CatalogRest({
  data,
  page,
  recap,
  owned,
  customBanner,
  onToggleInBanner,
}: CatalogRestProps) {
  const t = useTranslate()
  const [search, updateSearch] = useCatalogSearch()
  return (
    <>
      {/* Out of view on a phone, these would be painted again in each frame that adds tiles. */}
      <Section title={t('catalog.recap.title')} isDrawnNearViewOnly>
        <OwnedRecap recap={recap} heroesById={data.heroesById} owned={owned} t={t} />
      </Section>
      <Section title={t('catalog.banners.title')}>
        <BannerBrowser
          banners={data.banners}
          selected={search.banner}
          onSelect={(banner) => updateSearch({ banner })}
          heroesById={data.heroesById}
          owned={owned}
          accents={page.accents}
          t={t}
        />
      </Section>
      <Section title={t('catalog.custom.title')}>
        <CustomBanner
          heroes={data.heroes}
          heroIds={customBanner}
          onAdd={onToggleInBanner}
          onRemove={onToggleInBanner}
          heroesById={data.heroesById}
          owned={owned}
          accents={page.accents}
          t={t}
        />
      </Section>
      <Section title={t('catalog.shop.title')} wide isDrawnNearViewOnly>
        <GrailsShop
          entries={data.heroicGrails}
          sort={search.shopSort}
          onSort={(shopSort) => updateSearch({ shopSort })}
          heroesById={data.heroesById}
          owned={owned}
          t={t}
        />
      </Section>
    </>
  )
}
