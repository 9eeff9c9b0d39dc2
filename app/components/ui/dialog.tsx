import { Dialog as BaseDialog } from '@base-ui/react/dialog'
import { type ReactNode, useRef, useState } from 'react'
import { classNames } from './class-names.ts'
import styles from './dialog.module.css'

type DialogProps = {
  readonly open: boolean
  /** Escape, a press on the backdrop or a close button asks for this. */
  readonly onClose: () => void
  /** The widest the sheet grows: "sm" 600 px, "md" 960 px; narrower by default. */
  readonly maxWidth?: 'sm' | 'md'
  /** Takes the whole width up to maxWidth. */
  readonly fullWidth?: boolean
  /** Takes the whole screen (phones). */
  readonly fullScreen?: boolean
  readonly className?: string
  /** A DialogTitle first: it names the dialog for screen readers. */
  readonly children: ReactNode
}

/**
 * A modal dialog on Base UI's (focus trapped and returned, Escape and the backdrop close it,
 * the page behind is inert and does not scroll).
 */
export function Dialog({
  open,
  onClose,
  maxWidth,
  fullWidth,
  fullScreen,
  className,
  children,
}: DialogProps) {
  // Where the focus was when the dialog opened (a button, even one whose dialog's code loaded
  // after the click): it goes back there on close.
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  // The sheet itself takes the focus, as MUI's did: screen readers read its title, and no
  // ring lands on a button the player did not reach for (a dialog opened from the URL).
  const popup = useRef<HTMLDivElement>(null)
  const [wasOpen, setWasOpen] = useState(false)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open && typeof document !== 'undefined')
      setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null)
  }
  return (
    <BaseDialog.Root open={open} onOpenChange={(isOpen) => isOpen || onClose()}>
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={styles.backdrop} />
        <BaseDialog.Viewport className={styles.viewport}>
          <BaseDialog.Popup
            ref={popup}
            initialFocus={popup}
            finalFocus={() => opener ?? true}
            className={classNames(
              styles.popup,
              maxWidth && styles[maxWidth],
              fullWidth && styles.fullWidth,
              fullScreen && styles.fullScreen,
              className,
            )}
          >
            {children}
          </BaseDialog.Popup>
        </BaseDialog.Viewport>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  )
}

/** The dialog's heading, which names it. */
export function DialogTitle({
  className,
  children,
}: {
  readonly className?: string
  readonly children: ReactNode
}) {
  return (
    <BaseDialog.Title className={classNames(styles.title, className)}>{children}</BaseDialog.Title>
  )
}

export function DialogContent({
  className,
  children,
}: {
  readonly className?: string
  readonly children: ReactNode
}) {
  return <div className={classNames(styles.content, className)}>{children}</div>
}

/** The dialog's message, which describes it for screen readers. */
export function DialogText({ children }: { readonly children: ReactNode }) {
  return <BaseDialog.Description className={styles.text}>{children}</BaseDialog.Description>
}

export function DialogActions({ children }: { readonly children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
