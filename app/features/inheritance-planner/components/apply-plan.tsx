import { lazy, Suspense, useState } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { formatCount } from '#app/i18n/format-count.ts'
import { formatDateTime } from '#app/i18n/format-date.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { AppliedPlan } from '../planner-storage.ts'
import styles from './apply-plan.module.css'

// The confirmation's dialog (Base UI's, about 20 kB) loads when "Apply" is pressed.
const ApplyPlanDialog = lazy(() =>
  import('./apply-plan-dialog.tsx').then((module) => ({ default: module.ApplyPlanDialog })),
)

/** "Apply the plan": asked first (issue 24 §4); what it did is said by AppliedPlanNote. */
export function ApplyPlan({
  isShared,
  canApply,
  onApply,
}: {
  readonly isShared: boolean
  /** A plan with steps, of the player's own barracks, is ready. */
  readonly canApply: boolean
  readonly onApply: () => void
}) {
  const t = useTranslate()
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button variant="contained" disabled={!canApply} onClick={() => setOpen(true)}>
        {t('inheritancePlanner.apply.button')}
      </Button>
      {isShared ? <p>{t('inheritancePlanner.apply.sharedOnly')}</p> : null}
      {isOpen ? (
        <Suspense fallback={null}>
          <ApplyPlanDialog
            onCancel={() => setOpen(false)}
            onConfirm={() => {
              onApply()
              setOpen(false)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/**
 * The last plan applied, kept across visits: undone with one press while the barracks is as
 * the plan left it; once the barracks changed, said and no longer offered; forgotten on request.
 */
export function AppliedPlanNote({
  applied,
  isCurrent,
  onUndo,
  onForget,
}: {
  readonly applied: AppliedPlan | null
  /** The barracks is still the one the plan left. */
  readonly isCurrent: boolean
  readonly onUndo: () => void
  readonly onForget: () => void
}) {
  const t = useTranslate()
  const [isUndone, setUndone] = useState(false)
  if (applied === null) {
    return isUndone ? (
      <Alert severity="success" role="status" className={styles.note}>
        {t('inheritancePlanner.apply.undone')}
      </Alert>
    ) : null
  }
  const params = {
    date: formatDateTime(applied.appliedAt),
    copies: formatCount(applied.copies),
    manuals: formatCount(applied.manuals),
  }
  const forget = (
    <Button color="inherit" size="small" onClick={onForget}>
      {t('inheritancePlanner.apply.forget')}
    </Button>
  )
  return isCurrent ? (
    <Alert
      severity="success"
      role="status"
      className={styles.note}
      action={
        <span className={styles.buttons}>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              onUndo()
              setUndone(true)
            }}
          >
            {t('inheritancePlanner.apply.undo')}
          </Button>
          {forget}
        </span>
      }
    >
      {t('inheritancePlanner.apply.applied', params)}
    </Alert>
  ) : (
    <Alert severity="warning" role="status" className={styles.note} action={forget}>
      {t('inheritancePlanner.apply.changedSince', params)}
    </Alert>
  )
}
