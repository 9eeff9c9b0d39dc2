import { Suspense } from 'react'
import { Link } from 'react-router'
import list from '#app/components/ui/list.module.css'
import type { Hero } from '#app/domain/hero.ts'
import type { Skill } from '#app/domain/skill.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { SITE_PAGE_GROUPS } from '#app/lib/site-pages.ts'
import { Credits } from './credits.tsx'
import { HeroAndSkillSearch } from './hero-and-skill-search.tsx'
import styles from './home-page.module.css'
import type { LatestChanges } from './latest-changes.ts'

export type HomeSummary = {
  dataDate: string
  counts: { heroes: number; skills: number }
  newestHeroes: ReadonlyArray<Pick<Hero, 'id' | 'slug' | 'fullName'>>
  newestSkills: ReadonlyArray<Pick<Skill, 'id' | 'slug' | 'name'>>
  /** The newest day of /misc/whats-new; null before a second sync has compared anything. */
  latestChanges: LatestChanges | null
  /** The search payload's URL, fetched when the search box first gets focus. */
  searchUrl: string
}

/** The home page: what the site is, the data it holds, and every tool with what it does. */
export function HomePage({ summary }: { summary: HomeSummary }) {
  const t = useTranslate()
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('home.heading')}</h1>
      <p className={styles.tagline}>{t('home.tagline')}</p>
      {/* The names load in a transition, which React holds rather than show this fallback. */}
      <Suspense fallback={<p role="status">{t('search.loading')}</p>}>
        <HeroAndSkillSearch searchUrl={summary.searchUrl} />
      </Suspense>
      <DataFacts summary={summary} />
      {summary.latestChanges && <LatestChangesPanel latest={summary.latestChanges} />}
      <h2 className={styles.pagesHeading}>{t('home.pagesHeading')}</h2>
      <nav aria-label={t('home.jumpTo')} className={styles.jumpTo}>
        {SITE_PAGE_GROUPS.map((group) => (
          <Link key={group.name} to={`#group-${group.name}`} className={list.pillLink}>
            {t(`nav.groups.${group.name}`)}
          </Link>
        ))}
      </nav>
      {SITE_PAGE_GROUPS.map((group) => (
        <section key={group.name} aria-labelledby={`group-${group.name}`} className={styles.group}>
          <h3 id={`group-${group.name}`} className={styles.groupHeading}>
            {t(`nav.groups.${group.name}`)}
          </h3>
          <ul className={styles.cards}>
            {group.pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path} prefetch="intent" className={list.cardLink}>
                  <span>{t(`home.title.${page.routeName}`)}</span>
                  {t(`pages.${page.routeName}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Credits />
    </div>
  )
}

function DataFacts({ summary }: { summary: HomeSummary }) {
  const t = useTranslate()
  return (
    <div className={styles.facts}>
      <p className={styles.asOf}>
        {t('data.asOf', {
          date: summary.dataDate,
          heroes: formatCount(summary.counts.heroes),
          skills: formatCount(summary.counts.skills),
        })}
      </p>
      <div className={styles.newest}>
        <NewestList
          title={t('data.newestHeroes')}
          parameter="unit"
          entries={summary.newestHeroes.map((hero) => ({
            id: hero.id,
            slug: hero.slug,
            label: hero.fullName,
          }))}
        />
        <NewestList
          title={t('data.newestSkills')}
          parameter="skill"
          entries={summary.newestSkills.map((skill) => ({
            id: skill.id,
            slug: skill.slug,
            label: skill.name,
          }))}
        />
      </div>
    </div>
  )
}

type NewestListProps = {
  title: string
  /** Each entry opens its detail view: `?unit=` for heroes, `?skill=` for skills. */
  parameter: 'unit' | 'skill'
  entries: ReadonlyArray<{ id: string; slug: string; label: string }>
}

function NewestList({ title, parameter, entries }: NewestListProps) {
  return (
    <div>
      <h3 className={styles.overline}>{title}</h3>
      <ul className={styles.newestList}>
        {entries.slice(0, 5).map((entry) => (
          <li key={entry.id}>
            <Link to={`?${new URLSearchParams({ [parameter]: entry.slug })}`} preventScrollReset>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The newest day of changes (issue 26): its counts, a few names to open, the way to all. */
function LatestChangesPanel({ latest }: { latest: LatestChanges }) {
  const t = useTranslate()
  return (
    <section aria-labelledby="home-latest-changes" className={styles.latest}>
      <h2 id="home-latest-changes" className={styles.latestHeading}>
        {t('home.latest.heading')}
      </h2>
      <p className={styles.latestDate}>
        {t('home.latest.date', { date: latest.date })}
        {' · '}
        {t('home.latest.counts', {
          heroes: formatCount(latest.counts.heroes),
          skills: formatCount(latest.counts.skills),
          changed: formatCount(latest.counts.changed),
          banners: formatCount(latest.counts.banners),
        })}
      </p>
      <div className={styles.newest}>
        {latest.heroes.length > 0 && (
          <NewestList
            title={t('home.latest.heroes')}
            parameter="unit"
            entries={latest.heroes.map((hero) => ({
              id: hero.id,
              slug: hero.slug,
              label: hero.name,
            }))}
          />
        )}
        {latest.skills.length > 0 && (
          <NewestList
            title={t('home.latest.skills')}
            parameter="skill"
            entries={latest.skills.map((skill) => ({
              id: skill.id,
              slug: skill.slug,
              label: skill.name,
            }))}
          />
        )}
      </div>
      <p>
        <Link to="/misc/whats-new">{t('home.latest.all')}</Link>
      </p>
    </section>
  )
}
