import { startTransition, useEffect, useMemo, useState } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import list from '#app/components/ui/list.module.css'
import { ListLink } from '#app/components/ui/list-link.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { calculateSkillAndStatTerms, type ScoreGroup } from '#app/domain/max-score-groups.ts'
import { useHeroHref } from '#app/hooks/use-hero-href.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { useOwnedHeroIds } from '#app/storage/collection.ts'
import { ResultCount } from './components/list-toolbar.tsx'
import { type HeroPage, readInitialRows, useHeroPageList } from './hero-list.ts'
import { chooseScoreSort, SCORE_SORT_KEYS, type ScoreSort } from './hero-search.ts'
import styles from './maximum-scores-page.module.css'
import {
  GROUP_PREVIEW,
  INITIAL_GROUPS,
  type ScoreGroupsData,
  selectScoreGroups,
} from './score-groups.ts'
import { useHeroSearch } from './use-hero-search.ts'

const MAX_MERGES = 10
const EXPLAINED_SCORES = ['760', '758', '756'] as const
/**
 * Portraits drawn at first, and added each time the end of the list nears the view: the server's
 * groups' worth, so the payload's arrival redraws what is there and each later step, one task of
 * its own, stays short (240 made the arrival one long task of layout and paint).
 */
const REVEAL_STEP = INITIAL_GROUPS * GROUP_PREVIEW

/** /units-maximum-scores: heroes grouped by maximum arena score, highest first. */
export function MaximumScoresPage({ data }: { data: HeroPage<ScoreGroupsData> }) {
  const t = useTranslate()
  const { list, isLoaded } = useHeroPageList(data)
  const { search, update } = useHeroSearch()
  const ownedHeroIds = useOwnedHeroIds()
  const { groups, matched } = useMemo(
    () => selectScoreGroups(list, search, ownedHeroIds),
    [list, search, ownedHeroIds],
  )
  const { revealed, sentinelRef } = useRevealOnScroll(REVEAL_STEP)
  const drawnGroups = countGroupsWithin(groups, revealed)
  const hasMoreToDraw = isLoaded
    ? drawnGroups < groups.length
    : readInitialRows(data.initialRowsJson).length < data.initialMatched
  return (
    <div className={styles.page}>
      <PageHeader routeName="units-maximum-scores" />
      <div className={styles.content}>
        <ResultCount shown={isLoaded ? matched : data.initialMatched} total={data.total} t={t} />
        {data.heroes?.status === 'failed' && <PayloadFailure className={styles.failure} />}
        <ScoreSortSelects
          sorts={search.scoreSorts}
          onChange={(scoreSorts) => update(() => ({ scoreSorts }))}
          t={t}
        />
        <Alert severity="info" className={styles.formula}>
          <p className={styles.formulaText}>{t('units.maximumScores.formula')}</p>
          <ul className={styles.builds}>
            {EXPLAINED_SCORES.map((score) => (
              <li key={score}>{t(`units.maximumScores.builds.${score}`)}</li>
            ))}
          </ul>
        </Alert>
        {groups.length === 0 ? (
          <p className={styles.empty}>{t('units.empty')}</p>
        ) : (
          // While groups are still to come (the server drew two), they hold a screen's height,
          // so the footer does not show and then jump away when they arrive.
          <div className={hasMoreToDraw ? styles.screenTall : undefined}>
            {groups.slice(0, drawnGroups).map((group) => (
              <ScoreGroupSection
                key={group.score}
                group={group}
                size={isLoaded ? group.heroes.length : (data.initialGroupSizes[group.score] ?? 0)}
                t={t}
              />
            ))}
          </div>
        )}
        {isLoaded && hasMoreToDraw ? <div ref={sentinelRef} className={styles.sentinel} /> : null}
      </div>
    </div>
  )
}

/** How many groups fit within `budget` drawn portraits (at least one). */
function countGroupsWithin(groups: readonly ScoreGroup<HeroListRow>[], budget: number): number {
  let drawn = 0
  for (const [index, group] of groups.entries()) {
    drawn += Math.min(group.heroes.length, GROUP_PREVIEW)
    if (drawn > budget) return Math.max(1, index)
  }
  return groups.length
}

/**
 * A count that grows by `step` each time the sentinel element scrolls into view: a long page
 * is drawn as it is read, not all at hydration.
 */
function useRevealOnScroll(step: number) {
  const [revealed, setRevealed] = useState(step)
  const [sentinel, sentinelRef] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!sentinel) return
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: React draws the new portraits in slices, between frames.
        if (entries.some((entry) => entry.isIntersecting))
          startTransition(() => setRevealed((previous) => previous + step))
      },
      { rootMargin: '800px' },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [sentinel, step])
  return { revealed, sentinelRef }
}

function ScoreSortSelects({
  sorts,
  onChange,
  t,
}: {
  sorts: readonly ScoreSort[]
  onChange: (sorts: readonly ScoreSort[]) => void
  t: Translate
}) {
  return (
    <section aria-label={t('units.maximumScores.sortHeading')} className={styles.sortKeys}>
      {sorts.map((sort, index) => (
        <SelectField
          // biome-ignore lint/suspicious/noArrayIndexKey: the three slots are positions
          key={index}
          label={t('units.maximumScores.sortKey', { position: index + 1 })}
          value={`${sort.key}.${sort.direction}`}
          options={SCORE_SORT_KEYS.flatMap((key) =>
            (['asc', 'desc'] as const).map((direction) => ({
              value: `${key}.${direction}`,
              label: t(`units.maximumScores.directions.${direction}`, {
                key: t(`units.maximumScores.keys.${key}`),
              }),
            })),
          )}
          onChange={(value) => {
            const [key, direction] = value.split('.')
            const knownKey = SCORE_SORT_KEYS.find((candidate) => candidate === key)
            if (!knownKey || (direction !== 'asc' && direction !== 'desc')) return
            onChange(chooseScoreSort(sorts, index, { key: knownKey, direction }))
          }}
          className={styles.sortKey}
        />
      ))}
    </section>
  )
}

function ScoreGroupSection({
  group,
  size,
  t,
}: {
  group: ScoreGroup<HeroListRow>
  /** The group's size (before every row has arrived, the server's count). */
  size: number
  t: Translate
}) {
  const [isExpanded, setExpanded] = useState(false)
  const hrefOf = useHeroHref()
  const shown = isExpanded ? group.heroes : group.heroes.slice(0, GROUP_PREVIEW)
  const hasStory = group.heroes.every((hero) => hero.isStory)
  const merges = hasStory ? 0 : MAX_MERGES
  return (
    <section aria-label={String(group.score)} className={styles.group}>
      <div className={styles.groupHeader}>
        <h2 className={styles.score}>{group.score}</h2>
        <p className={styles.groupCount}>
          {size === 1
            ? t('units.maximumScores.groupCountOne')
            : t('units.maximumScores.groupCount', { count: size })}
        </p>
        <p className={styles.groupTerms}>
          {t('units.maximumScores.groupTerms', {
            terms: calculateSkillAndStatTerms({ score: group.score, merges }),
            merges,
          })}
        </p>
      </div>
      <ul className={`${list.plainList} ${list.portraitGrid}`}>
        {shown.map((hero) => (
          <li key={hero.id}>
            <ListLink to={hrefOf(hero)} label={`${hero.name}: ${hero.title}`}>
              <HeroPortrait src={hero.portrait} name={hero.name} size={44} />
            </ListLink>
          </li>
        ))}
      </ul>
      {size > GROUP_PREVIEW ? (
        <Button size="small" onClick={() => setExpanded(!isExpanded)} className={styles.showAll}>
          {isExpanded
            ? t('units.maximumScores.showFewer')
            : t('units.maximumScores.showAll', { count: size })}
        </Button>
      ) : null}
    </section>
  )
}
