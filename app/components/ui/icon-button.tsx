import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { classNames } from './class-names.ts'
import styles from './icon-button.module.css'

export type IconButtonProps = {
  /** What the button does, read to screen readers: an icon alone has no name. */
  readonly label: string
  readonly size?: 'small' | 'medium'
  readonly color?: 'default' | 'inherit'
  /** Pulls the button to the edge of its bar, as the bar's first or last item. */
  readonly edge?: 'start' | 'end'
  readonly children: ReactNode
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children' | 'aria-label'>

/** A round button with one icon. */
export function IconButton({
  label,
  size = 'medium',
  color = 'default',
  edge,
  className,
  children,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={classNames(
        styles.iconButton,
        size === 'small' && styles.small,
        color === 'inherit' && styles.inherit,
        edge === 'start' && styles.edgeStart,
        edge === 'end' && styles.edgeEnd,
        className,
      )}
      {...props}
    >
      {children}
    </button>
  )
}
