import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslate } from '#app/i18n/i18n.tsx'

type FilterDrawerProps = {
  title: string
  isOpen: boolean
  onClose: () => void
  children: ReactNode
}

/** The filters below md, in a bottom drawer; its code loads on the first open. */
export function FilterDrawer({ title, isOpen, onClose, children }: FilterDrawerProps) {
  const t = useTranslate()
  return (
    <Drawer
      anchor="bottom"
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': title, sx: { maxHeight: '85vh', p: 2 } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <IconButton aria-label={t('filters.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Drawer>
  )
}
