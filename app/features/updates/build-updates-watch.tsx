import { useEffect, useState } from 'react'
import { useBlocker } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { listenForChunkErrors, startBuildPolling } from './build-updates.ts'
import styles from './build-updates-watch.module.css'

/**
 * Polls for new builds and reloads on chunk errors, for as long as the app runs. Spec §4: once
 * a new build is out, the next navigation of any kind (another page, a filter, an opened hero)
 * loads a new document, so the new build's code and data go together; the page also says so,
 * with a reload (issue 26), and the player may dismiss it.
 */
export function BuildUpdatesWatch({ intervalMs }: { intervalMs: number }) {
  const t = useTranslate()
  const [isOutdated, setOutdated] = useState(false)
  const [isDismissed, setDismissed] = useState(false)
  useEffect(() => startBuildPolling(intervalMs, () => setOutdated(true)), [intervalMs])
  useEffect(() => listenForChunkErrors(), [])
  // React Router's own navigation blocking: it sees links, forms and code alike.
  const blocker = useBlocker(isOutdated)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    const { pathname, search, hash } = blocker.location
    window.location.assign(`${pathname}${search}${hash}`)
  }, [blocker])
  if (!isOutdated || isDismissed) return null
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
        {t('app.newBuild.text')}
      </Alert>
    </div>
  )
}
