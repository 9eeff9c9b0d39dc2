import { lazy, Suspense, useState } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { formatCount } from '#app/i18n/format-count.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'

// The confirmation's dialog (Base UI's, about 20 kB) loads when "Apply" is pressed.
const ApplyPlanDialog = lazy(() =>
  import('./apply-plan-dialog.tsx').then((module) => ({ default: module.ApplyPlanDialog })),
)

type Outcome =
  | { readonly kind: 'applied'; readonly copies: number; readonly manuals: number }
  | { readonly kind: 'undone' }

/** "Apply the plan": asked first, said after, undone with one press (issue 24 §4). */
export function ApplyPlan({
  isShared,
  canApply,
  onApply,
  onUndo,
}: {
  readonly isShared: boolean
  /** A plan with steps, of the player's own barracks, is ready. */
  readonly canApply: boolean
  readonly onApply: () => { readonly copies: number; readonly manuals: number }
  /** Null once there is nothing to undo. */
  readonly onUndo: (() => void) | null
}) {
  const t = useTranslate()
  const [isOpen, setOpen] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
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
              const counts = onApply()
              setOpen(false)
              setOutcome({ kind: 'applied', ...counts })
            }}
          />
        </Suspense>
      ) : null}
      {outcome === null ? null : (
        <Alert
          severity="success"
          role="status"
          action={
            outcome.kind === 'applied' && onUndo !== null ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  onUndo()
                  setOutcome({ kind: 'undone' })
                }}
              >
                {t('inheritancePlanner.apply.undo')}
              </Button>
            ) : undefined
          }
        >
          {outcome.kind === 'applied'
            ? t('inheritancePlanner.apply.applied', {
                copies: formatCount(outcome.copies),
                manuals: formatCount(outcome.manuals),
              })
            : t('inheritancePlanner.apply.undone')}
        </Alert>
      )}
    </>
  )
}
