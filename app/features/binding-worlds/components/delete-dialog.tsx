import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PlannerData } from '#app/lib/planner-data.ts'
import type { Candidate } from '../binding-worlds-storage.ts'

/** Asks before a candidate is deleted. */
export function DeleteDialog({
  candidate,
  planner,
  onCancel,
  onConfirm,
}: {
  candidate: Candidate | null
  planner: PlannerData | null
  onCancel: () => void
  onConfirm: (candidate: Candidate) => void
}) {
  const t = useTranslate()
  const name = candidate
    ? (planner?.heroesById.get(candidate.heroId)?.fullName ?? candidate.heroId)
    : ''
  return (
    <Dialog open={candidate !== null} onClose={onCancel}>
      <DialogTitle>{t('bindingWorlds.deleteTitle', { hero: name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('bindingWorlds.deleteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('bindingWorlds.form.cancel')}</Button>
        <Button color="error" onClick={() => candidate && onConfirm(candidate)}>
          {t('bindingWorlds.card.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
