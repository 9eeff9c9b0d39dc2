import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import {
  calculateSkillAndStatTerms,
  compareForScoreGroup,
  groupByMaxScore,
  type ScoreGroup,
} from '#app/domain/max-score-groups.ts'
import type { HeroListRow } from '#app/lib/dataset-payloads.ts'
import { type Translate, useTranslate } from '#app/lib/i18n.tsx'
import { useHeroHref } from '#app/lib/use-hero-href.ts'
import { ResultCount } from './components/list-toolbar.tsx'
import { type HeroListData, useFilteredHeroes, useHeroList } from './hero-list.ts'
import { SCORE_SORT_KEYS, type ScoreSort } from './hero-search.ts'
import { useHeroSearch } from './use-hero-search.ts'

/** Heroes drawn per group before "Show all": keeps the page under 1000 portraits (spec §9). */
const GROUP_PREVIEW = 48
const MAX_MERGES = 10
const EXPLAINED_SCORES = ['760', '758', '756'] as const

/** /units-maximum-scores: heroes grouped by maximum arena score, highest first. */
export function MaximumScoresPage({ data }: { data: HeroListData }) {
  const t = useTranslate()
  const list = useHeroList(data)
  const { search, update } = useHeroSearch()
  const filtered = useFilteredHeroes(list, { ...search, sorts: [] })
  const groups = useMemo(() => {
    const sorted = [...filtered.rows].sort((a, b) => {
      for (const sort of search.scoreSorts) {
        const result = compareForScoreGroup(
          sort.key,
          { ...a, sortName: list.sortNameOf(a) },
          { ...b, sortName: list.sortNameOf(b) },
        )
        if (result !== 0) return sort.direction === 'asc' ? result : -result
      }
      return 0
    })
    return groupByMaxScore(sorted)
  }, [filtered.rows, search.scoreSorts, list])
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader routeName="units-maximum-scores" />
      <Box sx={{ px: { xs: 2, sm: 3 } }}>
        <ResultCount shown={filtered.rows.length} total={list.rows.length} t={t} />
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
          groups.map((group) => <ScoreGroupSection key={group.score} group={group} t={t} />)
        )}
      </Box>
    </Box>
  )
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
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: the three slots are positions
          key={index}
          select
          size="small"
          label={t('units.maximumScores.sortKey', { position: index + 1 })}
          value={`${sort.key}.${sort.direction}`}
          onChange={(event) => {
            const [key, direction] = event.target.value.split('.')
            const knownKey = SCORE_SORT_KEYS.find((candidate) => candidate === key)
            if (!knownKey || (direction !== 'asc' && direction !== 'desc')) return
            onChange(
              sorts.map((item, position) =>
                position === index ? { key: knownKey, direction } : item,
              ),
            )
          }}
          sx={{ minWidth: 150 }}
        >
          {SCORE_SORT_KEYS.flatMap((key) =>
            (['asc', 'desc'] as const).map((direction) => (
              <MenuItem key={`${key}.${direction}`} value={`${key}.${direction}`}>
                {t(`units.maximumScores.directions.${direction}`, {
                  key: t(`units.maximumScores.keys.${key}`),
                })}
              </MenuItem>
            )),
          )}
        </TextField>
      ))}
    </Box>
  )
}

function ScoreGroupSection({ group, t }: { group: ScoreGroup<HeroListRow>; t: Translate }) {
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
          {group.heroes.length === 1
            ? t('units.maximumScores.groupCountOne')
            : t('units.maximumScores.groupCount', { count: group.heroes.length })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('units.maximumScores.groupTerms', {
            terms: calculateSkillAndStatTerms({ score: group.score, merges }),
            merges,
          })}
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {shown.map((hero) => (
          <li key={hero.id}>
            <Link
              component={RouterLink}
              to={hrefOf(hero.id)}
              preventScrollReset
              title={`${hero.name}: ${hero.title}`}
              aria-label={`${hero.name}: ${hero.title}`}
              sx={{ display: 'block', borderRadius: 1 }}
            >
              <HeroPortrait src={hero.portrait} name={hero.name} size={44} />
            </Link>
          </li>
        ))}
      </Box>
      {group.heroes.length > GROUP_PREVIEW ? (
        <Button size="small" onClick={() => setExpanded(!isExpanded)} sx={{ mt: 1 }}>
          {isExpanded
            ? t('units.maximumScores.showFewer')
            : t('units.maximumScores.showAll', { count: group.heroes.length })}
        </Button>
      ) : null}
    </Box>
  )
}
