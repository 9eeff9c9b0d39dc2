import type { ReactNode } from 'react'
import { Link } from 'react-router'
import layout from '#app/components/ui/layout.module.css'
import { formatCount } from '#app/i18n/format-count.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { StatusReport, SyncAttempt } from '#app/payloads/sync-status.ts'
import { formatInterval } from './format-interval.ts'
import { formatUtcTime } from './format-time.ts'
import styles from './status-page.module.css'

/** /status: the data served, the last update attempt (its error said in full), the schedule. */
export function StatusPage({ report }: { report: StatusReport }) {
  const t = useTranslate()
  const { data, schedule } = report
  return (
    <div className={styles.page}>
      <header className={layout.pageHeader}>
        <h1 className={layout.pageTitle}>{t('home.title.status')}</h1>
        <p className={layout.pageDescription}>{t('status.description')}</p>
      </header>
      <div className={styles.body}>
        <StatusSection id="status-data" title={t('status.dataHeading')}>
          {data.isSample && <p>{t('status.sample')}</p>}
          <dl className={styles.facts}>
            <Fact term={t('status.dataDate')}>{data.dataDate}</Fact>
            <Fact term={t('status.changedAt')}>
              <Time iso={data.changedAt} />
            </Fact>
            <Fact term={t('status.counts')}>
              {t('status.countsValue', {
                heroes: formatCount(data.counts.heroes),
                skills: formatCount(data.counts.skills),
              })}
            </Fact>
            <Fact term={t('status.upstreamCommit')}>
              {data.upstreamCommit ?? t('status.noCommit')}
            </Fact>
            {data.generation && <Fact term={t('status.generation')}>{data.generation}</Fact>}
          </dl>
          <p>
            <Link to="/misc/whats-new">{t('status.whatsNew')}</Link>
          </p>
        </StatusSection>
        <StatusSection id="status-attempt" title={t('status.attemptHeading')}>
          {report.lastAttempt ? (
            <AttemptFacts attempt={report.lastAttempt} lastSuccessAt={report.lastSuccessAt} />
          ) : (
            <p>{t('status.noAttempt')}</p>
          )}
        </StatusSection>
        <StatusSection id="status-schedule" title={t('status.scheduleHeading')}>
          {schedule === null ? (
            <p>{t('status.scheduleOff')}</p>
          ) : (
            <dl className={styles.facts}>
              <Fact term={t('status.interval')}>{formatInterval(t, schedule.intervalSeconds)}</Fact>
              {schedule.nextAttemptAt && (
                <Fact term={t('status.nextAttemptAt')}>
                  <Time iso={schedule.nextAttemptAt} />
                </Fact>
              )}
              <Fact term={t('status.failures')}>{schedule.consecutiveFailures}</Fact>
            </dl>
          )}
          {schedule?.isRunning && <p>{t('status.running')}</p>}
        </StatusSection>
        <p className={styles.note}>{t('status.json')}</p>
      </div>
    </div>
  )
}

function AttemptFacts({
  attempt,
  lastSuccessAt,
}: {
  attempt: SyncAttempt
  lastSuccessAt: string | null
}) {
  const t = useTranslate()
  return (
    <dl className={styles.facts}>
      <Fact term={t('status.outcome')}>
        <strong className={attempt.outcome === 'failed' ? styles.failed : undefined}>
          {t(`status.outcomes.${attempt.outcome}`)}
        </strong>
      </Fact>
      <Fact term={t('status.startedAt')}>
        <Time iso={attempt.startedAt} />
      </Fact>
      <Fact term={t('status.finishedAt')}>
        <Time iso={attempt.finishedAt} />
      </Fact>
      <Fact term={t('status.source')}>{attempt.source}</Fact>
      {attempt.upstreamCommit && (
        <Fact term={t('status.upstreamCommit')}>{attempt.upstreamCommit}</Fact>
      )}
      {attempt.error && (
        <Fact term={t('status.error')}>
          {/* The importer's own words: the file, record and field at fault, for the operator. */}
          <pre className={styles.error}>{attempt.error}</pre>
        </Fact>
      )}
      <Fact term={t('status.lastSuccessAt')}>
        {lastSuccessAt ? <Time iso={lastSuccessAt} /> : t('status.never')}
      </Fact>
    </dl>
  )
}

function StatusSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** A time in words, its ISO form for machines. */
function Time({ iso }: { iso: string }) {
  const t = useTranslate()
  return <time dateTime={iso}>{formatUtcTime(t, iso)}</time>
}
