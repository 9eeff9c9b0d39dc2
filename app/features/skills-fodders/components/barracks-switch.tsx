import { lazy, Suspense, useId } from 'react'
import { CheckField } from '#app/components/ui/check-field.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './barracks-switch.module.css'

// What the barracks holds is read only once the switch is on (issue 23 §5).
const BarracksNote = lazy(() =>
  import('./owned-fodder.tsx').then((module) => ({ default: module.BarracksNote })),
)

/** "My barracks": shows each picked skill's fodder from the player's own barracks. */
export function BarracksSwitch({
  isOn,
  onChange,
}: {
  isOn: boolean
  onChange: (isOn: boolean) => void
}) {
  const t = useTranslate()
  const noteId = useId()
  const help = t('skillsFodders.barracks.help')
  return (
    <div className={styles.barracks}>
      <CheckField
        look="switch"
        checked={isOn}
        onChange={onChange}
        label={t('skillsFodders.barracks.switch')}
        describedBy={noteId}
      />
      <p id={noteId} className={styles.note}>
        {isOn ? (
          <Suspense fallback={help}>
            <BarracksNote help={help} />
          </Suspense>
        ) : (
          help
        )}
      </p>
    </div>
  )
}
