import type { ReactNode } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog, DialogActions, DialogContent, DialogTitle } from '#app/components/ui/dialog.tsx'
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
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('catalog.recap.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
