import CloseIcon from '@mui/icons-material/Close'
import FilterListIcon from '@mui/icons-material/FilterList'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useState } from 'react'
import { useTranslate } from '#app/lib/i18n.tsx'

const PANEL_WIDTH = 300

type FilterLayoutProps = { title: string; panel: ReactNode; children: ReactNode }

/** Filters beside the page from md up; below md, behind a button, in a bottom drawer. */
export function FilterLayout({ title, panel, children }: FilterLayoutProps) {
  const t = useTranslate()
  const [isOpen, setOpen] = useState(false)
  const headingId = useId()
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <Box
        component="aside"
        aria-labelledby={headingId}
        sx={{
          display: { xs: 'none', md: 'block' },
          width: PANEL_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 64,
          maxHeight: 'calc(100vh - 64px)',
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          p: 2,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {panel}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'flex-end', px: 2, pt: 2 }}>
          <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setOpen(true)}>
            {t('filters.open')}
          </Button>
        </Box>
        {children}
      </Box>
      <Drawer
        anchor="bottom"
        open={isOpen}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': title, sx: { maxHeight: '85vh', p: 2 } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <IconButton aria-label={t('filters.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        {panel}
      </Drawer>
    </Box>
  )
}
