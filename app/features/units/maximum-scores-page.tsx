import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { startTransition, useEffect, useMemo, useState } from 'react'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import list from '#app/components/ui/list.module.css'
import { ListLink } from '#app/components/ui/list-link.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { calculateSkillAndStatTerms, type ScoreGroup } from '#app/domain/max-score-groups.ts'
import { useHeroHref } from '#app/hooks/use-hero-href.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { useOwnedHeroIds } from '#app/storage/owned-heroes.ts'
import { ResultCount } from './components/list-toolbar.tsx'
import { useHeroPageList } from './hero-list.ts'
import { SCORE_SORT_KEYS, type ScoreSort } from './hero-search.ts'
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
export function MaximumScoresPage({ data }: { data: ScoreGroupsData }) {
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
    : data.initialRows.length < data.initialMatched
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader routeName="units-maximum-scores" />
      <Box sx={{ px: { xs: 2, sm: 3 } }}>
        <ResultCount shown={isLoaded ? matched : data.initialMatched} total={data.total} t={t} />
        <ScoreSortSelects
          sorts={search.scoreSorts}
          onChange={(scoreSorts) => update(() => ({ scoreSorts }))}
          t={t}
        />
        <Alert severity="info" sx={{ my: 2 }}>
          <Typography variant="body2">{t('units.maximumScores.formula')}</Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {EXPLAINED_SCORES.map((score) => (
              <Typography component="li" variant="body2" key={score}>
                {t(`units.maximumScores.builds.${score}`)}
              </Typography>
            ))}
          </Box>
        </Alert>
        {groups.length === 0 ? (
          <Typography sx={{ py: 4 }}>{t('units.empty')}</Typography>
        ) : (
          // While groups are still to come (the server drew two), they hold a screen's height,
          // so the footer does not show and then jump away when they arrive.
          <Box sx={{ minHeight: hasMoreToDraw ? '100vh' : undefined }}>
            {groups.slice(0, drawnGroups).map((group) => (
              <ScoreGroupSection
                key={group.score}
                group={group}
                size={isLoaded ? group.heroes.length : (data.initialGroupSizes[group.score] ?? 0)}
                t={t}
              />
            ))}
          </Box>
        )}
        {isLoaded && hasMoreToDraw ? <Box ref={sentinelRef} sx={{ height: 1 }} /> : null}
      </Box>
    </Box>
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
    <Box
      component="section"
      aria-label={t('units.maximumScores.sortHeading')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}
    >
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
            onChange(
              sorts.map((item, position) =>
                position === index ? { key: knownKey, direction } : item,
              ),
            )
          }}
          minWidth={150}
        />
      ))}
    </Box>
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
    <Box component="section" aria-label={String(group.score)} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {group.score}
        </Typography>
        <Typography color="text.secondary">
          {size === 1
            ? t('units.maximumScores.groupCountOne')
            : t('units.maximumScores.groupCount', { count: size })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('units.maximumScores.groupTerms', {
            terms: calculateSkillAndStatTerms({ score: group.score, merges }),
            merges,
          })}
        </Typography>
      </Box>
      <ul className={`${list.plainList} ${list.portraitGrid}`}>
        {shown.map((hero) => (
          <li key={hero.id}>
            <ListLink to={hrefOf(hero.id)} label={`${hero.name}: ${hero.title}`}>
              <HeroPortrait src={hero.portrait} name={hero.name} size={44} />
            </ListLink>
          </li>
        ))}
      </ul>
      {size > GROUP_PREVIEW ? (
        <Button size="small" onClick={() => setExpanded(!isExpanded)} sx={{ mt: 1 }}>
          {isExpanded
            ? t('units.maximumScores.showFewer')
            : t('units.maximumScores.showAll', { count: size })}
        </Button>
      ) : null}
    </Box>
  )
}
