import { type ReactNode, useId } from 'react'
import { classNames } from './class-names.ts'
import { Panel } from './panel.tsx'
import styles from './section.module.css'

/** One part of a page: a card with its heading. */
export function Section({
  title,
  children,
  wide = false,
  isDrawnNearViewOnly = false,
}: {
  title: string
  children: ReactNode
  /** Spans both columns of the wide layout. */
  wide?: boolean
  /**
   * The browser skips its style, layout and paint while it is far from the view
   * (`content-visibility`), which also clips it: only for a section nothing shows past.
   */
  isDrawnNearViewOnly?: boolean
}) {
  const headingId = useId()
  return (
    <Panel
      aria-labelledby={headingId}
      className={classNames(
        styles.section,
        wide && styles.wide,
        isDrawnNearViewOnly && styles.drawnNearViewOnly,
      )}
    >
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </Panel>
  )
}
