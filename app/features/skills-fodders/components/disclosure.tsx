import { type ReactNode, useState } from 'react'
import styles from './disclosure.module.css'

/**
 * An outlined section that opens under its summary (native details: the keyboard and screen
 * readers know it). Adjacent ones join into one column, rounded at its ends.
 */
export function Disclosure({
  summary,
  isLazy = false,
  className,
  children,
}: {
  readonly summary: ReactNode
  /** Draws the content only while open: a closed one costs nothing (a tier's donors table). */
  readonly isLazy?: boolean
  readonly className?: string
  readonly children: ReactNode
}) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <details
      className={className ? `${styles.disclosure} ${className}` : styles.disclosure}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.content}>{isLazy && !isOpen ? null : children}</div>
    </details>
  )
}
