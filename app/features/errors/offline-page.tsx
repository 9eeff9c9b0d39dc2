import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { OFFLINE_PAGES_CACHE, OFFLINE_PATH } from '#app/lib/service-worker.ts'
import { SITE_PAGE_GROUPS, type SitePage } from '#app/lib/site-pages.ts'
import styles from './error-page.module.css'

const MOVE_TO_OFFLINE_ADDRESS = `if (location.pathname !== ${JSON.stringify(OFFLINE_PATH)}) history.replaceState({ offlineAsked: location.pathname + location.search }, '', ${JSON.stringify(OFFLINE_PATH)})`

/** The pages kept for offline use, as links: the service worker's cache of pages (app/sw.ts). */
async function listKeptPages(): Promise<string[]> {
  if (!('caches' in window)) return []
  const requests = await (await caches.open(OFFLINE_PAGES_CACHE)).keys()
  return requests
    .map((request) => new URL(request.url))
    .filter((url) => url.origin === window.location.origin && url.pathname !== OFFLINE_PATH)
    .map((url) => `${url.pathname}${url.search}`)
    .sort()
}

/** A kept page by its title, its query (an open hero or filter) after it. */
function describePage(t: Translate, href: string): string {
  const url = new URL(href, 'https://site.invalid')
  const routeName =
    url.pathname === '/'
      ? 'home'
      : SITE_PAGE_GROUPS.flatMap((group): readonly SitePage[] => group.pages).find(
          (page) => page.path === url.pathname,
        )?.routeName
  const title = routeName ? t(`home.title.${routeName}`) : url.pathname
  return url.search === '' ? title : `${title} (${decodeURIComponent(url.search.slice(1))})`
}

/**
 * What the service worker shows for a page never opened on this device while offline: said
 * plainly, with the pages that are kept (read from the cache in the browser).
 */
export function OfflinePage() {
  const t = useTranslate()
  const [kept, setKept] = useState<readonly string[] | null>(null)
  // The page asked for, which the address held before this page took it (see below).
  const [asked, setAsked] = useState<string | null>(null)
  useEffect(() => {
    listKeptPages().then(setKept, () => setKept([]))
    setAsked(window.history.state?.offlineAsked ?? null)
  }, [])
  return (
    <div className={styles.page}>
      {/* Served by the service worker at the address of the page asked for: before the app
      starts (its scripts are modules, run after this one), the address becomes this page's,
      the one asked for kept in the history entry, so the app hydrates this route. */}
      <script>{MOVE_TO_OFFLINE_ADDRESS}</script>
      <p className={styles.status}>{t('offline.status')}</p>
      <h1 className={styles.title}>{t('offline.title')}</h1>
      <p className={styles.message}>
        {asked ? t('offline.messageFor', { page: asked }) : t('offline.message')}
      </p>
      {kept && kept.length > 0 ? (
        <>
          <p className={styles.description}>{t('offline.kept')}</p>
          <ul className={styles.links}>
            {kept.map((href) => (
              <li key={href}>
                <Link to={href} reloadDocument>
                  {describePage(t, href)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.description}>{t('offline.none')}</p>
      )}
      <ButtonLink variant="contained" to="/" reloadDocument>
        {t('errors.goHome')}
      </ButtonLink>
    </div>
  )
}
