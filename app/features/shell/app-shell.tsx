import CloseIcon from '@mui/icons-material/Close'
import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslate } from '#app/lib/i18n.tsx'
import { NavMenu } from './nav-menu.tsx'

export const MAIN_CONTENT_ID = 'main-content'

/** The default layout: app bar, menu drawer and the page. `actions` sit at the bar's end. */
export function AppShell({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  const t = useTranslate()
  const [isMenuOpen, setMenuOpen] = useState(false)
  const closeMenu = () => setMenuOpen(false)
  return (
    <>
      <Link
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
      </Link>
      <AppBar position="sticky">
        <Toolbar>
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('nav.open')}
            aria-expanded={isMenuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen(true)}
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
      <Drawer
        open={isMenuOpen}
        onClose={closeMenu}
        slotProps={{ paper: { id: 'site-menu', sx: { width: 280 } } }}
      >
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
          <IconButton aria-label={t('nav.close')} onClick={closeMenu}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Box component="nav" aria-label={t('nav.label')}>
          <NavMenu onNavigate={closeMenu} />
        </Box>
      </Drawer>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none' }}>
        {children}
      </Box>
    </>
  )
}
