import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { OwnedRecap } from '#app/components/hero-tiles/owned-recap.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import type { Barracks } from '#app/domain/barracks-model.ts'
import { recapCatalog } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { listFilterableHeroTexts } from '#app/domain/hero-filters.ts'
import { compileSearchQuery, getHeroSortName } from '#app/domain/search.ts'
import type { Rarity } from '#app/domain/stat.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { useOwnedHeroIds } from '#app/storage/collection.ts'
import type { BarracksHeroes } from '../barracks-heroes.ts'
import {
  BARRACKS_SORTS,
  type BarracksFilter,
  type BarracksSort,
  selectBarracksRows,
} from '../barracks-view.ts'
import styles from './barracks-contents.module.css'
import { BarracksList, type EntryChange } from './barracks-list.tsx'
import { BarracksTextPanel } from './barracks-text-panel.tsx'
import { ManualsList } from './manuals-list.tsx'

const ShareDialog = lazy(() =>
  import('./share-dialog.tsx').then((module) => ({ default: module.ShareDialog })),
)

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

/** The barracks' heroes, manuals, recap and text, once every hero is here. */
export function BarracksContents({
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
