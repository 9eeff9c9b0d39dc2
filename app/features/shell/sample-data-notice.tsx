import { InfoOutlinedIcon } from '#app/components/ui/icons/info-outlined.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './sample-data-notice.module.css'

/**
 * A standing note, not an alert: shown on every page while the site serves the fixture dataset
 * instead of the game's data.
 */
export function SampleDataNotice() {
  const t = useTranslate()
  return (
    <div role="note" className={styles.notice}>
      <InfoOutlinedIcon className={styles.icon} />
      <div>
        <strong className={styles.title}>{t('data.sampleTitle')}</strong>
        {t('data.sample')} <code className={styles.command}>{t('data.syncCommand')}</code>
      </div>
    </div>
  )
}
