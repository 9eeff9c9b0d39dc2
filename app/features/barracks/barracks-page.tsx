import { lazy, Suspense, use, useCallback, useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { LoadingStatus } from '#app/components/ui/loading-status.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadBoundary } from '#app/components/ui/payload-boundary.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { SavesToolbar } from '#app/components/ui/saves-toolbar.tsx'
import { Section } from '#app/components/ui/section.tsx'
import {
  addCopies,
  addManuals,
  type Barracks,
  countBarracks,
  isBarracksEmpty,
  MARKED_OWNED_BUILD,
  setManualCount,
  updateEntry,
} from '#app/domain/barracks-model.ts'
import type { PastedLine } from '#app/domain/barracks-paste.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { AccentTable } from '#app/domain/search.ts'
import type { Rarity } from '#app/domain/stat.ts'
import { type PayloadDemand, usePayloadOnDemand } from '#app/hooks/use-payload-on-demand.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { BARRACKS_LINK_KEY } from '#app/storage/barracks-link-key.ts'
import { COLLECTION_STORAGE, createEntryId } from '#app/storage/collection.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'
import type { BarracksHeroes, BarracksPageData } from './barracks-heroes.ts'
import styles from './barracks-page.module.css'
import type { BarracksFilter } from './barracks-view.ts'
import { AddHeroForm } from './components/add-hero-form.tsx'
import type { EntryChange } from './components/barracks-list.tsx'
import { PastePanel } from './components/paste-panel.tsx'
import type { ImportedState } from './components/shared-barracks.tsx'
import { decodeHeroesToIndex } from './load-barracks-heroes.ts'

// A shared link's view, with the link's codec, loads only when a link is opened.
const SharedBarracks = lazy(() =>
  import('./components/shared-barracks.tsx').then((module) => ({
    default: module.SharedBarracks,
  })),
)
// The list, manuals, recap and text (with the list's virtualizer) come with the heroes: an
// empty barracks' first load does not carry them.
const BarracksContents = lazy(() =>
  import('./components/barracks-contents.tsx').then((module) => ({
    default: module.BarracksContents,
  })),
)

/** The shared barracks a link's fragment holds (`#barracks=…`), or null. */
function readSharedFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(BARRACKS_LINK_KEY)
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
    decodeHeroesToIndex,
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
  readonly demand: PayloadDemand<(accents: AccentTable) => BarracksHeroes>
  readonly fragment: string | null
  readonly t: Translate
}

/** The heroes: the clientLoader's, or those a focus or the barracks asked for. */
function HeroesReader(props: BodyProps) {
  const { page, demand } = props
  const indexHeroes = page.heroes === null && demand.promise !== null ? use(demand.promise) : null
  const askedHeroes = useMemo(
    () => indexHeroes?.(page.accents) ?? null,
    [indexHeroes, page.accents],
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
  const onPaste = async (lines: readonly PastedLine[], choices: readonly (HeroId | null)[]) => {
    // Loaded already: the paste box read the list with the same rules.
    const { addPastedLines } = await import('#app/domain/barracks-paste.ts')
    let added = { copies: 0, manuals: 0 }
    // Added to the barracks as stored now, not as this render saw it: an edit or another tab's
    // write since then stays.
    change((current) => {
      const next = addPastedLines(current, lines, choices, () => createEntryId())
      const before = countBarracks(current)
      const after = countBarracks(next)
      added = { copies: after.copies - before.copies, manuals: after.manuals - before.manuals }
      return next
    })
    return added
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
      {/* Where the list will be: a stored barracks replaces this after hydration, in place. */}
      {isEmpty ? (
        <p className={styles.empty}>
          {t('barracks.empty')} <Link to="/catalog-of-heroes">{t('barracks.catalogLink')}</Link>
        </p>
      ) : heroes === null ? (
        <LoadingStatus>{t('barracks.loadingList')}</LoadingStatus>
      ) : (
        <Suspense fallback={<LoadingStatus>{t('barracks.loadingList')}</LoadingStatus>}>
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
        </Suspense>
      )}
    </>
  )
}
