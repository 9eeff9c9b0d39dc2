import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip'
import type { ReactElement } from 'react'
import styles from './tooltip.module.css'

/**
 * A label shown over its trigger on hover and keyboard focus (Base UI's Tooltip). It repeats
 * what the trigger's own name says: a tooltip is never the only way to learn it.
 */
export function Tooltip({
  title,
  children,
}: {
  readonly title: string
  readonly children: ReactElement
}) {
  return (
    <BaseTooltip.Root>
      <BaseTooltip.Trigger render={children} />
      <BaseTooltip.Portal>
        <BaseTooltip.Positioner sideOffset={8} className={styles.positioner}>
          <BaseTooltip.Popup className={styles.popup}>{title}</BaseTooltip.Popup>
        </BaseTooltip.Positioner>
      </BaseTooltip.Portal>
    </BaseTooltip.Root>
  )
}
