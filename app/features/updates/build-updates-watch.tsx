import { useEffect, useState } from 'react'
import { useBlocker } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { formatCount } from '#app/i18n/format-count.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { listenForChunkErrors, startBuildPolling, type Update } from './build-updates.ts'
import styles from './build-updates-watch.module.css'

/**
 * Polls for new builds and reloads on chunk errors, for as long as the app runs. Spec §4: once
 * a new build is out, the next navigation of any kind (another page, a filter, an opened hero)
 * loads a new document, so the new build's code and data go together; the page also says so,
 * with a reload (issue 26), and the player may dismiss it. New data alone (issue 26: a sync the
 * server switched to) is said with what it brought, and handled the same way, so that every
 * part of the page (the footer's date too) shows the same data.
 */
export function BuildUpdatesWatch({
  intervalMs,
  dataVersion,
}: {
  intervalMs: number
  /** The data version the page was drawn from (the root loader's). */
  dataVersion: string
}) {
  const t = useTranslate()
  const [update, setUpdate] = useState<Update | null>(null)
  const [isDismissed, setDismissed] = useState(false)
  useEffect(
    () =>
      startBuildPolling({
        intervalMs,
        dataVersion,
        // A new build says more than new data: it is kept once seen.
        onUpdate: (next) => setUpdate((current) => (current?.kind === 'build' ? current : next)),
      }),
    [intervalMs, dataVersion],
  )
  useEffect(() => listenForChunkErrors(), [])
  // React Router's own navigation blocking: it sees links, forms and code alike.
  const blocker = useBlocker(update !== null)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    const { pathname, search, hash } = blocker.location
    window.location.assign(`${pathname}${search}${hash}`)
  }, [blocker])
  if (update === null || isDismissed) return null
  return (
    <div className={styles.announce}>
      <Alert
        severity="info"
        role="status"
        onClose={() => setDismissed(true)}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('app.newBuild.reload')}
          </Button>
        }
      >
        <UpdateText update={update} />
      </Alert>
    </div>
  )
}

function UpdateText({ update }: { update: Update }) {
  const t = useTranslate()
  if (update.kind === 'build') return t('app.newBuild.text')
  if (update.news === null) return t('app.newData.text')
  return t('app.newData.news', {
    heroes: formatCount(update.news.heroes),
    skills: formatCount(update.news.skills),
    changed: formatCount(update.news.changed),
  })
}
