import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { OwnedRecap } from '#app/components/hero-tiles/owned-recap.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { LoadingStatus } from '#app/components/ui/loading-status.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { SavesToolbar } from '#app/components/ui/saves-toolbar.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import {
  addCopies,
  addManuals,
  type Barracks,
  countBarracks,
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
import { formatCount } from '#app/i18n/format-count.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { BARRACKS_LINK_KEY } from '#app/storage/barracks-link.ts'
import { COLLECTION_STORAGE, createEntryId, useOwnedHeroIds } from '#app/storage/collection.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'
import type { BarracksHeroes, BarracksPageData } from './barracks-heroes.ts'
import styles from './barracks-page.module.css'
import { BARRACKS_SORTS, type BarracksSort, selectBarracksRows } from './barracks-view.ts'
import { AddHeroForm } from './components/add-hero-form.tsx'
import { BarracksList, type EntryChange } from './components/barracks-list.tsx'
import { BarracksTextPanel } from './components/barracks-text-panel.tsx'
import { ManualsList } from './components/manuals-list.tsx'
import { PastePanel } from './components/paste-panel.tsx'
import { type ImportedState, SharedBarracks } from './components/shared-barracks.tsx'

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
  const heroes = page.heroes?.status === 'ready' ? page.heroes.data : null
  // The fragment never reaches the server: the shared view starts with the heroes, in the browser.
  const shared = heroes ? readSharedFragment(hash) : null
  return (
    <div className={styles.page}>
      <PageHeader routeName="barracks" />
      <div className={styles.content}>
        {shared === null ? <SavesToolbar definition={COLLECTION_STORAGE} /> : null}
        {page.heroes?.status === 'failed' ? (
          <PayloadFailure />
        ) : (
          heroes === null && (
            <LoadingStatus>
              {t('barracks.loading', { count: formatCount(page.heroCount) })}
            </LoadingStatus>
          )
        )}
        {heroes && shared !== null ? (
          <SharedBarracks key={shared} fragment={shared} heroes={heroes} t={t} />
        ) : null}
        {heroes && shared === null ? <OwnBarracks heroes={heroes} filter={filter} t={t} /> : null}
      </div>
    </div>
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
  filter,
  t,
}: {
  heroes: BarracksHeroes
  filter: BarracksFilter
  t: Translate
}) {
  const { data, set } = usePersistedState(COLLECTION_STORAGE)
  const { barracks } = data
  const location = useLocation()
  const imported = (location.state as ImportedState | null)?.importedCopies
  const [isShareOpen, setShareOpen] = useState(false)
  const [isTextShown, setTextShown] = useState(false)
  const [order, setOrder] = useBarracksOrder()
  const owned = useOwnedHeroIds()
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
  const counts = countBarracks(barracks)
  const isEmpty = barracks.entries.length === 0 && barracks.manuals.length === 0
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
        <Button variant="outlined" onClick={() => setShareOpen(true)} disabled={isEmpty}>
          {t('barracks.share.button')}
        </Button>
      </div>
      {isEmpty ? (
        <p className={styles.empty}>
          {t('barracks.empty')} <Link to="/catalog-of-heroes">{t('barracks.catalogLink')}</Link>
        </p>
      ) : null}
      <div className={styles.columns}>
        <Section title={t('barracks.paste.title')}>
          <PastePanel heroes={heroes} onAdd={onPaste} />
        </Section>
        <Section title={t('barracks.addOne.title')}>
          <AddHeroForm heroes={heroes} onAdd={onAddOne} t={t} />
        </Section>
      </div>
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
        <ManualsList
          manuals={barracks.manuals}
          heroes={heroes}
          onCount={(heroId, rarity, count) =>
            change((current) => setManualCount(current, heroId, rarity, count))
          }
          t={t}
        />
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
          <ShareDialog
            open
            onClose={() => setShareOpen(false)}
            barracks={barracks}
            heroes={heroes}
            t={t}
          />
        </Suspense>
      ) : null}
    </>
  )
}
