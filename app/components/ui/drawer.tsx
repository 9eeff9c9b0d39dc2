import { Drawer as BaseDrawer } from '@base-ui/react/drawer'
import type { ReactNode } from 'react'
import { classNames } from './class-names.ts'
import styles from './drawer.module.css'

type DrawerProps = {
  readonly open: boolean
  readonly onClose: () => void
  /** Where it comes from: the site menu from the left, the filters from the bottom. */
  readonly anchor: 'left' | 'bottom'
  /** Names the sheet when it has no Drawer title of its own. */
  readonly 'aria-label'?: string
  readonly id?: string
  /** The element to focus on open (by default the sheet itself, which screen readers announce). */
  readonly initialFocus?: () => HTMLElement | null
  readonly className?: string
  readonly children: ReactNode
}

const SWIPE_DIRECTION = { left: 'left', bottom: 'down' } as const

/** A modal sheet on Base UI's Drawer: swiped, pressed outside or Escape closes it. */
export function Drawer({
  open,
  onClose,
  anchor,
  'aria-label': label,
  id,
  initialFocus,
  className,
  children,
}: DrawerProps) {
  return (
    <BaseDrawer.Root
      open={open}
      onOpenChange={(isOpen) => isOpen || onClose()}
      swipeDirection={SWIPE_DIRECTION[anchor]}
    >
      <BaseDrawer.Portal>
        <BaseDrawer.Backdrop className={styles.backdrop} />
        <BaseDrawer.Viewport className={styles.viewport}>
          <BaseDrawer.Popup
            id={id}
            initialFocus={initialFocus ? () => initialFocus() ?? true : undefined}
            aria-label={label}
            className={classNames(styles.popup, styles[anchor], className)}
          >
            {children}
          </BaseDrawer.Popup>
        </BaseDrawer.Viewport>
      </BaseDrawer.Portal>
    </BaseDrawer.Root>
  )
}

/** The sheet's heading, which names it. */
export function DrawerTitle({
  className,
  children,
}: {
  readonly className?: string
  readonly children: ReactNode
}) {
  return <BaseDrawer.Title className={className}>{children}</BaseDrawer.Title>
}
