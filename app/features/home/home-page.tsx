import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import list from '#app/components/ui/list.module.css'
import type { Hero } from '#app/domain/hero.ts'
import type { Skill } from '#app/domain/skill.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { SITE_PAGE_GROUPS } from '#app/lib/site-pages.ts'
import { Credits } from './credits.tsx'
import { HeroAndSkillSearch } from './hero-and-skill-search.tsx'

export type HomeSummary = {
  dataDate: string
  counts: { heroes: number; skills: number }
  newestHeroes: ReadonlyArray<Pick<Hero, 'id' | 'fullName'>>
  newestSkills: ReadonlyArray<Pick<Skill, 'id' | 'name'>>
  /** The search payload's URL, fetched when the search box first gets focus. */
  searchUrl: string
}

/** The home page: what the site is, the data it holds, and every tool with what it does. */
export function HomePage({ summary }: { summary: HomeSummary }) {
  const t = useTranslate()
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '3rem' } }}
      >
        {t('home.heading')}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="text.secondary"
        sx={{ mt: 1, mb: 4, maxWidth: 760 }}
      >
        {t('home.tagline')}
      </Typography>
      <HeroAndSkillSearch searchUrl={summary.searchUrl} />
      <DataFacts summary={summary} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('home.pagesHeading')}
      </Typography>
      <Box
        component="nav"
        aria-label={t('home.jumpTo')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        {SITE_PAGE_GROUPS.map((group) => (
          <Link key={group.name} to={`#group-${group.name}`} className={list.pillLink}>
            {t(`nav.groups.${group.name}`)}
          </Link>
        ))}
      </Box>
      {SITE_PAGE_GROUPS.map((group) => (
        <Box
          component="section"
          key={group.name}
          aria-labelledby={`group-${group.name}`}
          sx={{ mb: 4 }}
        >
          <Typography
            id={`group-${group.name}`}
            variant="overline"
            component="h3"
            color="text.secondary"
            sx={{ scrollMarginTop: 80 }}
          >
            {t(`nav.groups.${group.name}`)}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, 1fr)',
                lg: 'repeat(3, 1fr)',
                xxl: 'repeat(4, 1fr)',
              },
            }}
          >
            {group.pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path} prefetch="intent" className={list.cardLink}>
                  <span>{t(`home.title.${page.routeName}`)}</span>
                  {t(`pages.${page.routeName}`)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
      <Credits />
    </Box>
  )
}

function DataFacts({ summary }: { summary: HomeSummary }) {
  const t = useTranslate()
  return (
    <Box sx={{ mb: 4 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {t('data.asOf', {
          date: summary.dataDate,
          heroes: formatCount(summary.counts.heroes),
          skills: formatCount(summary.counts.skills),
        })}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}
      >
        <NewestList
          title={t('data.newestHeroes')}
          parameter="unit"
          entries={summary.newestHeroes.map((hero) => ({ id: hero.id, label: hero.fullName }))}
        />
        <NewestList
          title={t('data.newestSkills')}
          parameter="skill"
          entries={summary.newestSkills.map((skill) => ({ id: skill.id, label: skill.name }))}
        />
      </Box>
    </Box>
  )
}

type NewestListProps = {
  title: string
  /** Each entry opens its detail view: `?unit=` for heroes, `?skill=` for skills. */
  parameter: 'unit' | 'skill'
  entries: ReadonlyArray<{ id: string; label: string }>
}

function NewestList({ title, parameter, entries }: NewestListProps) {
  return (
    <Box>
      <Typography variant="overline" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {entries.slice(0, 5).map((entry) => (
          <li key={entry.id}>
            <Link to={`?${new URLSearchParams({ [parameter]: entry.id })}`} preventScrollReset>
              {entry.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  )
}
