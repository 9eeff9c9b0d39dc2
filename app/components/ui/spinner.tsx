import type { CSSProperties } from 'react'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './layout.module.css'

/** A turning circle while something loads, named for screen readers. */
export function Spinner({ size = 40, label }: { readonly size?: number; readonly label?: string }) {
  const t = useTranslate()
  return (
    <span
      role="progressbar"
      aria-label={label ?? t('app.loading')}
      className={styles.spinner}
      style={{ '--spinner-size': `${size}px` } as CSSProperties}
    />
  )
}
