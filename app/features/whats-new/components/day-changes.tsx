import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { Linked, LinkedWhatsNewEntry, NewHero } from '#app/payloads/whats-new.ts'
import { useDetailLinks } from '../use-detail-links.ts'
import { describeChangeCounts, describeSkillChanges } from '../whats-new-text.ts'
import styles from './day-changes.module.css'

/** One day's changes: new heroes, new skills, changed skills, new banners, each linked. */
export function DayChanges({ day }: { day: LinkedWhatsNewEntry }) {
  const t = useTranslate()
  const { heroHref, skillHref } = useDetailLinks()
  const { heroesAdded, skillsAdded, skillsChanged, bannersAdded } = day.changes
  const heroLink = (hero: Linked<NewHero>) => (
    <Link to={heroHref(hero)} preventScrollReset>
      {hero.name}
    </Link>
  )
  return (
    <section aria-labelledby={`day-${day.date}`} className={styles.day}>
      <h2 id={`day-${day.date}`} className={styles.date}>
        {t('whatsNew.day', { date: day.date })}
      </h2>
      <p className={styles.counts}>{describeChangeCounts(t, day.changes)}</p>
      <div className={styles.groups}>
        <ChangeGroup title={t('whatsNew.heroesAdded', { count: heroesAdded.length })}>
          {heroesAdded.map((hero) => (
            <li key={hero.id}>{heroLink(hero)}</li>
          ))}
        </ChangeGroup>
        <ChangeGroup title={t('whatsNew.skillsAdded', { count: skillsAdded.length })}>
          {skillsAdded.map((skill) => (
            <li key={skill.id}>
              <Link to={skillHref(skill)} preventScrollReset>
                {skill.name}
              </Link>{' '}
              <span className={styles.slot}>{t(`whatsNew.slots.${skill.slot}`)}</span>
            </li>
          ))}
        </ChangeGroup>
        <ChangeGroup title={t('whatsNew.skillsChanged', { count: skillsChanged.length })}>
          {skillsChanged.map((skill) => (
            <li key={skill.id}>
              <Link to={skillHref(skill)} preventScrollReset>
                {skill.name}
              </Link>{' '}
              <span className={styles.slot}>{t(`whatsNew.slots.${skill.slot}`)}</span>
              <span className={styles.change}>{describeSkillChanges(t, skill.changes)}</span>
            </li>
          ))}
        </ChangeGroup>
        <ChangeGroup title={t('whatsNew.bannersAdded', { count: bannersAdded.length })}>
          {bannersAdded.map((banner) => (
            <li key={banner.name}>
              {banner.name}
              {banner.focusHeroes.length > 0 && (
                <span className={styles.change}>
                  {t('whatsNew.focus')}
                  {banner.focusHeroes.map((hero, index) => (
                    <span key={hero.id}>
                      {index > 0 && ', '}
                      {heroLink(hero)}
                    </span>
                  ))}
                </span>
              )}
            </li>
          ))}
        </ChangeGroup>
      </div>
    </section>
  )
}

/** A kind of change with its list; nothing at all when the day has none of that kind. */
function ChangeGroup({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null
  return (
    <div>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={styles.list}>{children}</ul>
    </div>
  )
}
