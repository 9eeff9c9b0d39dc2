import { useEffect } from 'react'
import { listenForChunkErrors, startBuildPolling } from './build-updates.ts'

/** Polls for new builds and reloads on chunk errors, for as long as the app runs. */
export function BuildUpdatesWatch({ intervalMs }: { intervalMs: number }) {
  useEffect(() => startBuildPolling(intervalMs), [intervalMs])
  useEffect(() => listenForChunkErrors(), [])
  return null
}
