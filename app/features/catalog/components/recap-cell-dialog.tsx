import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId } from 'react'
import type { Translate } from '#app/i18n/i18n.tsx'

/**
 * A recap cell's heroes; its module loads when a cell is first opened. The recap draws the
 * heroes: their grid's code then travels with the page, not in a chunk of its own.
 */
export function RecapCellDialog({
  open,
  onClose,
  title,
  children,
  t,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  t: Translate
}) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('catalog.recap.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
