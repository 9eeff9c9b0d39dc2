import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './credits.module.css'

/**
 * Spec §9: a credits list naming four people or communities, links optional. The data
 * sources first, then the community members the reference credits for two of its tools.
 */
export const CREDITS = [
  { name: 'fandom', url: 'https://feheroes.fandom.com/' },
  { name: 'game8', url: 'https://game8.co/games/fire-emblem-heroes' },
  { name: 'tiniestManatee', url: 'https://www.reddit.com/user/TiniestManatee/' },
  { name: 'jabPerson', url: 'https://www.reddit.com/user/JabPerson/' },
] as const

export function Credits() {
  const t = useTranslate()
  return (
    <section aria-labelledby="credits-heading" className={styles.credits}>
      <h2 id="credits-heading" className={styles.heading}>
        {t('credits.heading')}
      </h2>
      <ul className={styles.list}>
        {CREDITS.map((credit) => (
          <li key={credit.name} className={styles.credit}>
            <a href={credit.url} rel="noopener noreferrer" target="_blank" className={styles.link}>
              {t(`credits.${credit.name}.name`)}
            </a>
            {' — '}
            <span className={styles.for}>{t(`credits.${credit.name}.for`)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
