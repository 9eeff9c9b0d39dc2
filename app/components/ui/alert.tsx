import type { HTMLAttributes, ReactNode } from 'react'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './alert.module.css'
import { classNames } from './class-names.ts'
import { IconButton } from './icon-button.tsx'
import { CheckCircleOutlineIcon } from './icons/check-circle-outline.tsx'
import { CloseIcon } from './icons/close.tsx'
import { ErrorOutlineIcon } from './icons/error-outline.tsx'
import { InfoOutlinedIcon } from './icons/info-outlined.tsx'
import { ReportProblemOutlinedIcon } from './icons/report-problem-outlined.tsx'

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success'

const ICONS = {
  error: ErrorOutlineIcon,
  warning: ReportProblemOutlinedIcon,
  info: InfoOutlinedIcon,
  success: CheckCircleOutlineIcon,
} as const satisfies Record<AlertSeverity, unknown>

type AlertProps = {
  readonly severity: AlertSeverity
  readonly title?: ReactNode
  /** A button at the end (retry, dismiss). */
  readonly action?: ReactNode
  /** Draws a close button at the end. */
  readonly onClose?: () => void
  /**
   * "alert" interrupts a screen reader (a failure), "status" waits its turn (a notice); none
   * for a message that is part of the page from its first paint.
   */
  readonly role?: 'alert' | 'status' | 'note' | 'none'
  readonly children: ReactNode
} & Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'title' | 'children'>

/** A message in the colour of its severity, with an icon and an optional action. */
export function Alert({
  severity,
  title,
  action,
  onClose,
  role = 'alert',
  className,
  children,
  ...props
}: AlertProps) {
  const t = useTranslate()
  const Icon = ICONS[severity]
  return (
    <div
      role={role === 'none' ? undefined : role}
      className={classNames(styles.alert, styles[severity], className)}
      {...props}
    >
      <span className={styles.icon}>
        <Icon />
      </span>
      <div className={styles.message}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
      {action || onClose ? (
        <div className={styles.action}>
          {action}
          {onClose ? (
            <IconButton size="small" color="inherit" label={t('app.close')} onClick={onClose}>
              <CloseIcon className={styles.closeIcon} />
            </IconButton>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
