import { Button } from '#app/components/ui/button.tsx'
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogText,
  DialogTitle,
} from '#app/components/ui/dialog.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PlannerData } from '#app/payloads/planner-data.ts'
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
    // Up to 600 px wide, as this dialog has always been: its text fits on two lines.
    <Dialog open={candidate !== null} onClose={onCancel} maxWidth="sm">
      <DialogTitle>{t('bindingWorlds.deleteTitle', { hero: name })}</DialogTitle>
      <DialogContent>
        <DialogText>{t('bindingWorlds.deleteText')}</DialogText>
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
