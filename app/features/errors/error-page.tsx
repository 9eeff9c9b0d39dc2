import { buttonClassName } from '#app/components/ui/button.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './error-page.module.css'

type ErrorPageProps = {
  status: number
  statusText: string
  path: string
  /** Shown in development only: users never see a stack. */
  stack: string | undefined
}

/** The fatal error page (spec §2/§8): status code, status message and description. */
export function ErrorPage({ status, statusText, path, stack }: ErrorPageProps) {
  const t = useTranslate()
  const isNotFound = status === 404
  const title = t(isNotFound ? 'errors.notFound.title' : 'errors.internal.title')
  return (
    <main className={styles.page}>
      <p className={styles.status}>{t('errors.status', { code: status })}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>
        {isNotFound ? t('errors.notFound.fatalMessage', { path }) : statusText || title}
      </p>
      <p className={styles.description}>
        {t(isNotFound ? 'errors.notFound.description' : 'errors.internal.description')}
      </p>
      {/* A full document load: after a fatal error the app's state is not trusted. */}
      <a href="/" className={buttonClassName({ variant: 'contained' })}>
        {t('errors.goHome')}
      </a>
      {stack ? <pre className={styles.stack}>{stack}</pre> : null}
    </main>
  )
}
