import { Link } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { LinkedWhatsNewEntry } from '#app/payloads/whats-new.ts'
import { DayChanges } from './components/day-changes.tsx'
import { WHATS_NEW_FEED_PATH } from './whats-new-feed.ts'
import styles from './whats-new-page.module.css'
import { toWhatsNewSearchParams } from './whats-new-search.ts'

/** What /misc/whats-new shows: one page of days, newest first. */
export type WhatsNewPageData = {
  readonly days: readonly LinkedWhatsNewEntry[]
  readonly page: number
  readonly pageCount: number
}

/** /misc/whats-new: what each update brought, newest day first, ten days a page. */
export function WhatsNewPage({ page }: { page: WhatsNewPageData }) {
  const t = useTranslate()
  return (
    <div className={styles.page}>
      <PageHeader routeName="misc-whats-new" />
      <div className={styles.body}>
        <ul className={styles.links}>
          <li>
            <a href={WHATS_NEW_FEED_PATH} type="application/atom+xml">
              {t('whatsNew.feed')}
            </a>
          </li>
          <li>
            <Link to="/status">{t('whatsNew.status')}</Link>
          </li>
        </ul>
        {page.days.length === 0 ? (
          <p>{t('whatsNew.empty')}</p>
        ) : (
          page.days.map((day) => <DayChanges key={day.date} day={day} />)
        )}
        {page.pageCount > 1 && <PageLinks page={page.page} pageCount={page.pageCount} />}
      </div>
    </div>
  )
}

/** Newer and older days, as links: every page of changes has its URL. */
function PageLinks({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useTranslate()
  const href = (target: number) => {
    const params = toWhatsNewSearchParams({ page: target })
    return { search: params.size === 0 ? '' : `?${params}` }
  }
  return (
    <nav aria-label={t('whatsNew.pages')} className={styles.pages}>
      {page > 1 && <Link to={href(page - 1)}>{t('whatsNew.newer')}</Link>}
      <span>{t('whatsNew.pageOf', { page, count: pageCount })}</span>
      {page < pageCount && <Link to={href(page + 1)}>{t('whatsNew.older')}</Link>}
    </nav>
  )
}
