import type { HTMLAttributes } from 'react'
import { classNames } from './class-names.ts'
import styles from './layout.module.css'

/** The class that hides an element from the eye but not from screen readers. */
export const VISUALLY_HIDDEN = styles.visuallyHidden

/** Text for screen readers only (a live status, a table's caption). */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={classNames(VISUALLY_HIDDEN, className)} {...props} />
}
