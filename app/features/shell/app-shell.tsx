import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { LoadingBar } from '#app/components/ui/loading-bar.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { SampleDataNotice } from './sample-data-notice.tsx'

export const MAIN_CONTENT_ID = 'main-content'

const loadSiteMenuDrawer = () => import('./site-menu-drawer.tsx')
const SiteMenuDrawer = lazy(() =>
  loadSiteMenuDrawer().then((module) => ({ default: module.SiteMenuDrawer })),
)

type AppShellProps = {
  actions: ReactNode
  isSampleData: boolean
  /** With analytics configured, the footer links to the cookie choice (spec §9's hash). */
  cookieChoiceHref: string | null
  children: ReactNode
}

/** The default layout: app bar, menu drawer and the page. `actions` sit at the bar's end. */
export function AppShell({ actions, isSampleData, cookieChoiceHref, children }: AppShellProps) {
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
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <AppBar position="sticky">
        <Toolbar>
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('nav.open')}
            aria-expanded={isMenuOpen}
            aria-controls={hasMenuLoaded ? 'site-menu' : undefined}
            onClick={openMenu}
            // The drawer's code is fetched as soon as the user heads for the button.
            onPointerEnter={loadSiteMenuDrawer}
            onFocus={loadSiteMenuDrawer}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={RouterLink}
            to="/"
            aria-label={t('app.homeLink')}
            variant="h6"
            noWrap
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, fontWeight: 700 }}
          >
            {t('app.name')}
          </Typography>
          {actions}
        </Toolbar>
      </AppBar>
      {hasMenuLoaded ? (
        <Suspense fallback={<LoadingBar />}>
          <SiteMenuDrawer isOpen={isMenuOpen} onClose={closeMenu} />
        </Suspense>
      ) : null}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none' }}>
        {isSampleData ? <SampleDataNotice /> : null}
        {children}
      </Box>
      <Box
        component="footer"
        sx={{
          px: { xs: 2, sm: 3 },
          py: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          typography: 'body2',
        }}
      >
        <span>{t('app.fanSite')}</span>
        {cookieChoiceHref ? (
          <Box component="a" href={cookieChoiceHref} sx={{ color: 'inherit' }}>
            {t('app.cookieChoice')}
          </Box>
        ) : null}
      </Box>
    </>
  )
}
