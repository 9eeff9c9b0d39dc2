import { useMemo, useState } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { Dialog, DialogActions, DialogContent, DialogTitle } from '#app/components/ui/dialog.tsx'
import { Section } from '#app/components/ui/section.tsx'
import {
  type Barracks,
  compareBarracks,
  countBarracks,
  mergeBarracks,
} from '#app/domain/barracks-model.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { EMPTY_HERO_FILTERS } from '#app/domain/hero-filters.ts'
import { useGuardedNavigate } from '#app/hooks/use-guarded-navigate.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { decodeBarracksLink, type LinkProblem } from '#app/storage/barracks-link.ts'
import { COLLECTION_STORAGE, createEntryId } from '#app/storage/collection.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'
import { type BarracksHeroes, heroName, heroNumbers } from '../barracks-heroes.ts'
import { selectBarracksRows } from '../barracks-view.ts'
import { BarracksList } from './barracks-list.tsx'
import styles from './shared-barracks.module.css'

/** Said on the player's own barracks after an import: how many heroes it now has. */
export type ImportedState = { readonly importedCopies: number }

function describeLinkProblem(t: Translate, problem: LinkProblem): string {
  return problem.code === 'damaged'
    ? t('barracks.share.damaged')
    : t('barracks.share.otherVersion', { version: problem.version })
}

/**
 * A barracks opened from a shared link: read-only, compared with the player's own, imported
 * into it (added, or replacing it) only when asked. A damaged link says so and changes nothing.
 */
export function SharedBarracks({
  fragment,
  heroes,
  t,
}: {
  fragment: string
  heroes: BarracksHeroes
  t: Translate
}) {
  const decoded = useMemo(
    () => decodeBarracksLink(fragment, heroNumbers(heroes), (index) => `shared-${index}`),
    [fragment, heroes],
  )
  if (!decoded.ok)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <ButtonLink to="/barracks" color="inherit" size="small">
            {t('barracks.share.leave')}
          </ButtonLink>
        }
      >
        {describeLinkProblem(t, decoded.problem)}
      </Alert>
    )
  return (
    <SharedView
      shared={decoded.barracks}
      unknownHeroes={decoded.unknownHeroNumbers.length}
      heroes={heroes}
      t={t}
    />
  )
}

function SharedView({
  shared,
  unknownHeroes,
  heroes,
  t,
}: {
  shared: Barracks
  unknownHeroes: number
  heroes: BarracksHeroes
  t: Translate
}) {
  const { data, set } = usePersistedState(COLLECTION_STORAGE)
  const navigate = useGuardedNavigate()
  const [isConfirmOpen, setConfirmOpen] = useState(false)
  const counts = countBarracks(shared)
  const ownCounts = countBarracks(data.barracks)
  const comparison = useMemo(() => compareBarracks(data.barracks, shared), [data.barracks, shared])
  const view = useMemo(
    () =>
      selectBarracksRows(shared, {
        byId: heroes.byId,
        query: { ok: false, error: 'too-short' },
        filters: EMPTY_HERO_FILTERS,
        sort: 'added',
        textsOf: () => [],
        sortNameOf: (hero) => hero.name,
      }),
    [shared, heroes],
  )
  const finish = (barracks: Barracks) => {
    set((current) => ({ ...current, barracks }))
    const state: ImportedState = { importedCopies: countBarracks(barracks).copies }
    navigate('/barracks', { replace: true, state })
  }
  const withOwnIds = () => ({
    ...shared,
    entries: shared.entries.map((entry) => ({ ...entry, id: createEntryId() })),
  })
  const nameList = (heroIds: readonly HeroId[]) => (
    <ul className={styles.names}>
      {heroIds.map((heroId) => (
        <li key={heroId}>{heroName(heroes, heroId) ?? heroId}</li>
      ))}
    </ul>
  )
  return (
    <>
      <Alert severity="info" title={t('barracks.share.sharedTitle')} role="none">
        {t('barracks.share.sharedText', {
          copies: formatCount(counts.copies),
          entries: formatCount(shared.entries.length),
          manuals: formatCount(counts.manuals),
        })}
      </Alert>
      {unknownHeroes > 0 ? (
        <Alert severity="warning">
          {t('barracks.share.unknownHeroes', { count: formatCount(unknownHeroes) })}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="contained"
          onClick={() => finish(mergeBarracks(data.barracks, shared, () => createEntryId()))}
        >
          {t('barracks.share.importMerge')}
        </Button>
        <Button variant="outlined" onClick={() => setConfirmOpen(true)}>
          {t('barracks.share.importReplace')}
        </Button>
        <ButtonLink to="/barracks">{t('barracks.share.leave')}</ButtonLink>
      </div>
      <Section title={t('barracks.share.compare')}>
        <details>
          <summary className={styles.summary}>
            {t('barracks.share.onlyTheirs', { count: formatCount(comparison.onlyOther.length) })}
          </summary>
          {nameList(comparison.onlyOther)}
        </details>
        <details>
          <summary className={styles.summary}>
            {t('barracks.share.onlyMine', { count: formatCount(comparison.onlyOwn.length) })}
          </summary>
          {nameList(comparison.onlyOwn)}
        </details>
        <details>
          <summary className={styles.summary}>
            {t('barracks.share.both', { count: formatCount(comparison.both.length) })}
          </summary>
          {nameList(comparison.both)}
        </details>
      </Section>
      <Section title={t('barracks.list.title')}>
        <BarracksList rows={view.rows} t={t} />
      </Section>
      <Dialog open={isConfirmOpen} onClose={() => setConfirmOpen(false)} maxWidth="sm">
        <DialogTitle>{t('barracks.share.replaceTitle')}</DialogTitle>
        <DialogContent>
          {t('barracks.share.replaceText', {
            copies: formatCount(ownCounts.copies),
            manuals: formatCount(ownCounts.manuals),
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOpen(false)}>{t('barracks.share.cancel')}</Button>
          <Button color="error" onClick={() => finish(withOwnIds())}>
            {t('barracks.share.replace')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
