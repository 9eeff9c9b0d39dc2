import type { AriaAttributes, ReactNode } from 'react'
import styles from './chip.module.css'
import { classNames } from './class-names.ts'

export type ChipColour = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error'

type ChipProps = AriaAttributes & {
  readonly label: ReactNode
  readonly colour?: ChipColour
  readonly variant?: 'filled' | 'outlined'
  readonly size?: 'small' | 'medium'
  /** An icon before the label. */
  readonly icon?: ReactNode
  readonly title?: string
  /** A chip with `onClick` is a button (a filter to press: give it `aria-pressed`). */
  readonly onClick?: () => void
  /** Draws a remove button, named by `deleteLabel`. */
  readonly onDelete?: () => void
  readonly deleteLabel?: string
  readonly className?: string
}

const DELETE_PATH =
  'M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z'

/**
 * A compact label, filter button or removable choice in the Material chip look: plain elements,
 * cheap to draw a hundred times in a filter panel.
 */
export function Chip({
  label,
  colour = 'default',
  variant = 'filled',
  size = 'medium',
  icon,
  title,
  onClick,
  onDelete,
  deleteLabel,
  className,
  ...aria
}: ChipProps) {
  const classes = classNames(
    styles.chip,
    colour !== 'default' && styles[colour],
    styles[variant],
    size === 'small' && styles.small,
    className,
  )
  const content = (
    <>
      {icon}
      <span className={styles.label}>{label}</span>
    </>
  )
  if (onClick) {
    return (
      <button type="button" className={classes} title={title} onClick={onClick} {...aria}>
        {content}
      </button>
    )
  }
  return (
    <span className={classes} title={title} {...aria}>
      {content}
      {onDelete ? (
        <button type="button" className={styles.delete} aria-label={deleteLabel} onClick={onDelete}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={DELETE_PATH} />
          </svg>
        </button>
      ) : null}
    </span>
  )
}
