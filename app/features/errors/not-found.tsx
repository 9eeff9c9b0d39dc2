import { ButtonLink } from '#app/components/ui/button.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './error-page.module.css'

/** The non-fatal 404 (spec §2/§8): shown inside the normal layout. */
export function NotFound({ path }: { path: string }) {
  const t = useTranslate()
  return (
    <div className={styles.page}>
      <p className={styles.status}>{t('errors.status', { code: 404 })}</p>
      <h1 className={styles.title}>{t('errors.notFound.title')}</h1>
      <p className={styles.message}>{t('errors.notFound.message', { path })}</p>
      <p className={styles.description}>{t('errors.notFound.description')}</p>
      <ButtonLink variant="contained" to="/">
        {t('errors.goHome')}
      </ButtonLink>
    </div>
  )
}
