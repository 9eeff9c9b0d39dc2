import { useId } from 'react'
import { NavLink } from 'react-router'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { SITE_PAGE_GROUPS } from '#app/lib/site-pages.ts'
import styles from './site-menu.module.css'

/**
 * Every page in its group, as the site's navigation: links in labelled lists (WAI-ARIA keeps
 * the menu role for application menus, not for a site's pages); the current page is marked.
 */
export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslate()
  const id = useId()
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.list}>
        <li>
          <NavLink to="/" end onClick={onNavigate} className={styles.link}>
            {t('home.title.home')}
          </NavLink>
        </li>
        {SITE_PAGE_GROUPS.map((group) => (
          <li key={group.name}>
            <span id={`${id}-${group.name}`} className={styles.group}>
              {t(`nav.groups.${group.name}`)}
            </span>
            <ul aria-labelledby={`${id}-${group.name}`} className={styles.list}>
              {group.pages.map((page) => (
                <li key={page.path}>
                  <NavLink to={page.path} onClick={onNavigate} className={styles.link}>
                    {t(`home.title.${page.routeName}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}
