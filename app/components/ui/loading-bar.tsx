import { useTranslate } from '#app/i18n/i18n.tsx'
import { DelayedFallback } from './delayed-fallback.tsx'
import styles from './layout.module.css'

/** The fallback of a component whose code is loading: a thin bar, after 200 ms (spec §9). */
export function LoadingBar() {
  const t = useTranslate()
  return (
    <DelayedFallback>
      <div role="progressbar" aria-label={t('app.loading')} className={styles.loadingBar} />
    </DelayedFallback>
  )
}
