import { useEffect, useState } from 'react'
import { useBlocker } from 'react-router'
import { listenForChunkErrors, startBuildPolling } from './build-updates.ts'

/**
 * Polls for new builds and reloads on chunk errors, for as long as the app runs. Spec §4: once
 * a new build is out, the next navigation of any kind (another page, a filter, an opened hero)
 * loads a new document, so the new build's code and data go together.
 */
export function BuildUpdatesWatch({ intervalMs }: { intervalMs: number }) {
  const [isOutdated, setOutdated] = useState(false)
  useEffect(() => startBuildPolling(intervalMs, () => setOutdated(true)), [intervalMs])
  useEffect(() => listenForChunkErrors(), [])
  // React Router's own navigation blocking: it sees links, forms and code alike.
  const blocker = useBlocker(isOutdated)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    const { pathname, search, hash } = blocker.location
    window.location.assign(`${pathname}${search}${hash}`)
  }, [blocker])
  return null
}
