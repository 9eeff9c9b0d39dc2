import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { NavMenu } from './nav-menu.tsx'

/** The menu drawer; its code loads on the first open, so it costs no first-load bytes. */
export function SiteMenuDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useTranslate()
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { id: 'site-menu', sx: { width: 280 } } }}
    >
      <Toolbar sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {t('app.name')}
        </Typography>
        <IconButton aria-label={t('nav.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Box component="nav" aria-label={t('nav.label')}>
        <NavMenu onNavigate={onClose} />
      </Box>
    </Drawer>
  )
}
