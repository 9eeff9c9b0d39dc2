import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { MenuIcon } from '#app/components/ui/icons/menu.tsx'
import { LoadingBar } from '#app/components/ui/loading-bar.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './app-shell.module.css'

export const MAIN_CONTENT_ID = 'main-content'

// Shown only while the site serves the fixture dataset: a site with the game's data never
// loads it. The server's page draws it; the hydration keeps that until its code is here.
const SampleDataNotice = lazy(() =>
  import('./sample-data-notice.tsx').then((module) => ({ default: module.SampleDataNotice })),
)

const loadSiteMenuDrawer = () => import('./site-menu-drawer.tsx')
const SiteMenuDrawer = lazy(() =>
  loadSiteMenuDrawer().then((module) => ({ default: module.SiteMenuDrawer })),
)

type AppShellProps = {
  actions: ReactNode
  isSampleData: boolean
  /** The data's date, said on every page (product.md: honest data). */
  dataDate: string
  /** With analytics configured, the footer links to the cookie choice (spec §9's hash). */
  cookieChoiceHref: string | null
  children: ReactNode
}

/** The default layout: app bar, menu drawer and the page. `actions` sit at the bar's end. */
export function AppShell({
  actions,
  isSampleData,
  dataDate,
  cookieChoiceHref,
  children,
}: AppShellProps) {
  const t = useTranslate()
  const [isMenuOpen, setMenuOpen] = useState(false)
  const [hasMenuLoaded, setMenuLoaded] = useState(false)
  const openMenu = () => {
    setMenuLoaded(true)
    setMenuOpen(true)
  }
  const closeMenu = () => setMenuOpen(false)
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <header className={styles.appBar}>
        <div className={styles.toolbar}>
          <IconButton
            edge="start"
            color="inherit"
            className={styles.menuButton}
            label={t('nav.open')}
            aria-expanded={isMenuOpen}
            aria-controls={hasMenuLoaded ? 'site-menu' : undefined}
            onClick={openMenu}
            // The drawer's code is fetched as soon as the user heads for the button.
            onPointerEnter={loadSiteMenuDrawer}
            onFocus={loadSiteMenuDrawer}
          >
            <MenuIcon />
          </IconButton>
          <Link to="/" aria-label={t('app.homeLink')} className={styles.homeLink}>
            {t('app.name')}
          </Link>
          {actions}
        </div>
      </header>
      {hasMenuLoaded ? (
        <Suspense fallback={<LoadingBar />}>
          <SiteMenuDrawer isOpen={isMenuOpen} onClose={closeMenu} />
        </Suspense>
      ) : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {isSampleData ? (
          <Suspense fallback={null}>
            <SampleDataNotice />
          </Suspense>
        ) : null}
        {children}
      </main>
      <footer className={styles.footer}>
        <span>{t('app.fanSite')}</span>
        {/* Where the data comes from and how its last update went (issue 26). */}
        <Link to="/status">{t('app.dataAsOf', { date: dataDate })}</Link>
        {cookieChoiceHref ? <a href={cookieChoiceHref}>{t('app.cookieChoice')}</a> : null}
      </footer>
    </>
  )
}
