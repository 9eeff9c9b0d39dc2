import { Button } from '#app/components/ui/button.tsx'
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogText,
  DialogTitle,
} from '#app/components/ui/dialog.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'

/** Asks before the plan changes the barracks. */
export function ApplyPlanDialog({
  onCancel,
  onConfirm,
}: {
  readonly onCancel: () => void
  readonly onConfirm: () => void
}) {
  const t = useTranslate()
  return (
    <Dialog open onClose={onCancel}>
      <DialogTitle>{t('inheritancePlanner.apply.title')}</DialogTitle>
      <DialogContent>
        <DialogText>{t('inheritancePlanner.apply.text')}</DialogText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('inheritancePlanner.apply.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('inheritancePlanner.apply.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
