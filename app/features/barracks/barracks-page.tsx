import { lazy, Suspense, use, useCallback, useMemo, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { OwnedRecap } from '#app/components/hero-tiles/owned-recap.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { LoadingStatus } from '#app/components/ui/loading-status.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadBoundary } from '#app/components/ui/payload-boundary.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { SavesToolbar } from '#app/components/ui/saves-toolbar.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import {
  addCopies,
  addManuals,
  type Barracks,
  countBarracks,
  isBarracksEmpty,
  MARKED_OWNED_BUILD,
  setManualCount,
  updateEntry,
} from '#app/domain/barracks.ts'
import { addPastedLines, type PastedLine } from '#app/domain/barracks-paste.ts'
import { recapCatalog } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { type HeroFilters, listFilterableHeroTexts } from '#app/domain/hero-filters.ts'
import { compileSearchQuery, getHeroSortName, type SearchMode } from '#app/domain/search.ts'
import type { Rarity } from '#app/domain/stat.ts'
import { type PayloadDemand, usePayloadOnDemand } from '#app/hooks/use-payload-on-demand.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { decodeHeroRows, type HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { BARRACKS_LINK_KEY } from '#app/storage/barracks-link-key.ts'
import { COLLECTION_STORAGE, createEntryId, useOwnedHeroIds } from '#app/storage/collection.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'
import {
  type BarracksHeroes,
  type BarracksPageData,
  createBarracksHeroes,
} from './barracks-heroes.ts'
import styles from './barracks-page.module.css'
import { BARRACKS_SORTS, type BarracksSort, selectBarracksRows } from './barracks-view.ts'
import { AddHeroForm } from './components/add-hero-form.tsx'
import { BarracksList, type EntryChange } from './components/barracks-list.tsx'
import { BarracksTextPanel } from './components/barracks-text-panel.tsx'
import { ManualsList } from './components/manuals-list.tsx'
import { PastePanel } from './components/paste-panel.tsx'
import type { ImportedState } from './components/shared-barracks.tsx'

// A shared link's view, with the link's codec, loads only when a link is opened.
const SharedBarracks = lazy(() =>
  import('./components/shared-barracks.tsx').then((module) => ({
    default: module.SharedBarracks,
  })),
)
const ShareDialog = lazy(() =>
  import('./components/share-dialog.tsx').then((module) => ({ default: module.ShareDialog })),
)

/** The shared barracks a link's fragment holds (`#barracks=…`), or null. */
function readSharedFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(BARRACKS_LINK_KEY)
}

/** The heroes pages' search and filters, as the route reads them from the URL. */
export type BarracksFilter = {
  readonly query: string
  readonly mode: SearchMode
  readonly filters: HeroFilters
}

/** /barracks: the player's heroes and manuals, or a barracks shared as a link. */
export function BarracksPage({ page, filter }: { page: BarracksPageData; filter: BarracksFilter }) {
  const t = useTranslate()
  const { hash } = useLocation()
  const fragment = readSharedFragment(hash)
  const { barracks } = usePersistedState(COLLECTION_STORAGE).data
  // Every hero comes with the page when the barracks has some (the clientLoader); else once the
  // player reaches for them (a focus in the paste box or the hero picker), a link shares a
  // barracks, or one arrives (an upload, another tab).
  const demand = usePayloadOnDemand(
    page.heroesUrl,
    decodeHeroRows,
    page.heroes === null && (fragment !== null || !isBarracksEmpty(barracks)),
  )
  const props: BodyProps = { page, filter, demand, fragment, t }
  return (
    <div className={styles.page}>
      <PageHeader routeName="barracks" />
      <div className={styles.content}>
        <Suspense fallback={<BarracksBody {...props} heroes={null} />}>
          <PayloadBoundary onRetry={demand.ask}>
            <HeroesReader {...props} />
          </PayloadBoundary>
        </Suspense>
      </div>
    </div>
  )
}

type BodyProps = {
  readonly page: BarracksPageData
  readonly filter: BarracksFilter
  readonly demand: PayloadDemand<readonly HeroListRow[]>
  readonly fragment: string | null
  readonly t: Translate
}

/** The heroes: the clientLoader's, or those a focus or the barracks asked for. */
function HeroesReader(props: BodyProps) {
  const { page, demand } = props
  const asked = page.heroes === null && demand.promise !== null ? use(demand.promise) : null
  const askedHeroes = useMemo(
    () => asked && createBarracksHeroes(asked, page.accents),
    [asked, page.accents],
  )
  const heroes = page.heroes?.status === 'ready' ? page.heroes.data : askedHeroes
  return <BarracksBody {...props} heroes={heroes} />
}

function BarracksBody({
  page,
  filter,
  demand,
  fragment,
  t,
  heroes,
}: BodyProps & { readonly heroes: BarracksHeroes | null }) {
  // The fragment never reaches the server: the shared view starts with the heroes, in the browser.
  const shared = heroes ? fragment : null
  // The server's page and its hydration draw the player's own barracks, empty (the browser
  // holds it); once the clientLoader has run, a shared barracks waits for the heroes.
  const isWaitingForShared = page.heroes !== undefined && heroes === null && fragment !== null
  return (
    <>
      {shared === null ? <SavesToolbar definition={COLLECTION_STORAGE} /> : null}
      {page.heroes?.status === 'failed' ? <PayloadFailure /> : null}
      {isWaitingForShared ? (
        <LoadingStatus>
          {t('barracks.loading', { count: formatCount(page.heroCount) })}
        </LoadingStatus>
      ) : null}
      {heroes && shared !== null ? (
        <Suspense
          fallback={
            <LoadingStatus>
              {t('barracks.loading', { count: formatCount(page.heroCount) })}
            </LoadingStatus>
          }
        >
          <SharedBarracks key={shared} fragment={shared} heroes={heroes} t={t} />
        </Suspense>
      ) : null}
      {shared === null && !isWaitingForShared && page.heroes?.status !== 'failed' ? (
        <OwnBarracks
          heroes={heroes}
          onNeedHeroes={heroes === null ? demand.ask : undefined}
          isLoadingHeroes={demand.isPending}
          filter={filter}
          t={t}
        />
      ) : null}
    </>
  )
}

/** The list's order, in the URL beside the heroes pages' filters (`order`; theirs is `sort`). */
function useBarracksOrder(): [BarracksSort, (order: BarracksSort) => void] {
  const [params, setParams] = useSearchParams()
  const orderParam = params.get('order')
  // An unknown order falls back to the order of adding.
  const order = BARRACKS_SORTS.find((sort) => sort === orderParam) ?? 'added'
  const setOrder = useCallback(
    (next: BarracksSort) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current)
          if (next === 'added') params.delete('order')
          else params.set('order', next)
          return params
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  )
  return [order, setOrder]
}

function OwnBarracks({
  heroes,
  onNeedHeroes,
  isLoadingHeroes,
  filter,
  t,
}: {
  /** Null until asked for: an empty barracks draws its ways to add heroes without them. */
  heroes: BarracksHeroes | null
  onNeedHeroes: (() => void) | undefined
  isLoadingHeroes: boolean
  filter: BarracksFilter
  t: Translate
}) {
  const { data, set } = usePersistedState(COLLECTION_STORAGE)
  const { barracks } = data
  const location = useLocation()
  const imported = (location.state as ImportedState | null)?.importedCopies
  const [isShareOpen, setShareOpen] = useState(false)
  const change = useCallback(
    (update: (current: Barracks) => Barracks) =>
      set((current) => ({ ...current, barracks: update(current.barracks) })),
    [set],
  )
  const onEntryChange = useCallback(
    (id: string, entryChange: EntryChange) =>
      change((current) => updateEntry(current, id, entryChange)),
    [change],
  )
  const onPaste = (lines: readonly PastedLine[], choices: readonly (HeroId | null)[]) => {
    const next = addPastedLines(barracks, lines, choices, () => createEntryId())
    change(() => next)
    const before = countBarracks(barracks)
    const after = countBarracks(next)
    return { copies: after.copies - before.copies, manuals: after.manuals - before.manuals }
  }
  const onAddOne = (heroId: HeroId, rarity: Rarity, kind: 'copy' | 'manual') =>
    change((current) =>
      kind === 'manual'
        ? addManuals(current, { heroId, rarity, count: 1 })
        : addCopies(
            current,
            {
              heroId,
              ...MARKED_OWNED_BUILD,
              rarity,
              copies: 1,
              role: null,
              learnedSkillIds: [],
            },
            createEntryId(),
          ),
    )
  const counts = countBarracks(barracks)
  const isEmpty = isBarracksEmpty(barracks)
  return (
    <>
      {imported !== undefined ? (
        <Alert severity="success" role="status">
          {t('barracks.share.imported', { copies: formatCount(imported) })}
        </Alert>
      ) : null}
      <div className={styles.summary}>
        <p className={styles.counts} role="status">
          {t('barracks.counts', {
            copies: formatCount(counts.copies),
            entries: formatCount(barracks.entries.length),
            manuals: formatCount(counts.manuals),
          })}
        </p>
        <Button
          variant="outlined"
          onClick={() => setShareOpen(true)}
          disabled={isEmpty || heroes === null}
        >
          {t('barracks.share.button')}
        </Button>
      </div>
      <div className={styles.columns}>
        <Section title={t('barracks.paste.title')}>
          <PastePanel
            heroes={heroes}
            onNeedHeroes={onNeedHeroes}
            isLoadingHeroes={isLoadingHeroes}
            onAdd={onPaste}
          />
        </Section>
        <Section title={t('barracks.addOne.title')}>
          <AddHeroForm
            heroes={heroes}
            onNeedHeroes={onNeedHeroes}
            isLoadingHeroes={isLoadingHeroes}
            onAdd={onAddOne}
            t={t}
          />
        </Section>
      </div>
      {heroes === null ? (
        !isEmpty && (
          <LoadingStatus>
            {t('barracks.loading', { count: formatCount(barracks.entries.length) })}
          </LoadingStatus>
        )
      ) : (
        <BarracksContents
          barracks={barracks}
          heroes={heroes}
          filter={filter}
          onEntryChange={onEntryChange}
          onManualCount={(heroId, rarity, count) =>
            change((current) => setManualCount(current, heroId, rarity, count))
          }
          isShareOpen={isShareOpen}
          onShareClose={() => setShareOpen(false)}
          t={t}
        />
      )}
    </>
  )
}

/** The barracks' heroes, manuals, recap and text, once every hero is here. */
function BarracksContents({
  barracks,
  heroes,
  filter,
  onEntryChange,
  onManualCount,
  isShareOpen,
  onShareClose,
  t,
}: {
  barracks: Barracks
  heroes: BarracksHeroes
  filter: BarracksFilter
  onEntryChange: (id: string, change: EntryChange) => void
  onManualCount: (heroId: HeroId, rarity: Rarity, count: number) => void
  isShareOpen: boolean
  onShareClose: () => void
  t: Translate
}) {
  const [isTextShown, setTextShown] = useState(false)
  const [order, setOrder] = useBarracksOrder()
  const owned = useOwnedHeroIds()
  const compiled = useMemo(
    () => compileSearchQuery(filter.query, { mode: filter.mode, accents: heroes.accents }),
    [filter.query, filter.mode, heroes.accents],
  )
  const view = useMemo(
    () =>
      selectBarracksRows(barracks, {
        byId: heroes.byId,
        query: compiled,
        filters: filter.filters,
        sort: order,
        textsOf: (hero) => listFilterableHeroTexts(hero, heroes.accents),
        sortNameOf: (hero) =>
          getHeroSortName({ fullName: `${hero.name}: ${hero.title}` }, heroes.accents),
      }),
    [barracks, heroes, compiled, filter.filters, order],
  )
  const recap = useMemo(() => recapCatalog(heroes.rows, owned), [heroes.rows, owned])
  return (
    <>
      <Section title={t('barracks.list.title')}>
        <div className={styles.toolbar}>
          <SelectField
            label={t('barracks.list.sort')}
            value={order}
            onChange={(value) => setOrder(value as BarracksSort)}
            options={[
              { value: 'added', label: t('barracks.list.sortAdded') },
              { value: 'name', label: t('barracks.list.sortName') },
              { value: 'rarity', label: t('barracks.list.sortRarity') },
              { value: 'newest', label: t('barracks.list.sortRelease') },
            ]}
          />
          <span className={styles.shown} role="status">
            {t('barracks.list.shown', {
              shown: formatCount(view.rows.length),
              total: formatCount(barracks.entries.length),
            })}
          </span>
        </div>
        <BarracksList rows={view.rows} onChange={onEntryChange} t={t} />
      </Section>
      <Section title={t('barracks.manuals.title')}>
        <ManualsList manuals={barracks.manuals} heroes={heroes} onCount={onManualCount} t={t} />
      </Section>
      <Section title={t('barracks.recap.title')}>
        <OwnedRecap recap={recap} heroesById={heroes.byId} owned={owned} t={t} />
      </Section>
      <Section title={t('barracks.text.title')}>
        <details
          className={styles.details}
          onToggle={(event) => setTextShown(event.currentTarget.open)}
        >
          <summary>{t('barracks.text.show')}</summary>
          {/* Written only while open: 2,000 lines of text are not free. */}
          {isTextShown ? <BarracksTextPanel barracks={barracks} heroes={heroes} t={t} /> : null}
        </details>
      </Section>
      {isShareOpen ? (
        <Suspense fallback={null}>
          <ShareDialog open onClose={onShareClose} barracks={barracks} heroes={heroes} t={t} />
        </Suspense>
      ) : null}
    </>
  )
}
