import { memo } from 'react'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { RouteName } from '#app/lib/site-pages.ts'
import styles from './layout.module.css'

/** The heading of a page and its one-line description (memoized: pages re-render as you type). */
export const PageHeader = memo(function PageHeader({ routeName }: { routeName: RouteName }) {
  const t = useTranslate()
  return (
    <header className={styles.pageHeader}>
      <h1 className={styles.pageTitle}>{t(`home.title.${routeName}`)}</h1>
      <p className={styles.pageDescription}>{t(`pages.${routeName}`)}</p>
    </header>
  )
})
