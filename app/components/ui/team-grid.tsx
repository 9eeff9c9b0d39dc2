import type { ReactNode } from 'react'
import styles from './layout.module.css'

/** A team's four heroes: side by side on wide screens, two by two on tablets, one on phones. */
export function TeamGrid({ children }: { children: ReactNode }) {
  return <div className={styles.teamGrid}>{children}</div>
}
