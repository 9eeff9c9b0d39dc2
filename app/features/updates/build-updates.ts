import { requestJson } from '#app/lib/http-client.ts'
import type { DataVersion } from '#app/lib/root-data.ts'
import { reloadPage } from './reload-guard.ts'

export const LATEST_BUILD_PATH = '/builds/latest.json'

type LatestBuild = { id: string; data?: DataVersion }
type BuildCheck = { ok: true; id: string; data: DataVersion | null } | { ok: false }

/** The id of the build this page runs: React Router's manifest version. */
function currentBuildId(): string | undefined {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version
}

function isDataVersion(value: unknown): value is DataVersion {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'news' in value
  )
}

/** Spec §7: GET the builds manifest with a timestamp query, so no cache answers for it. */
async function checkLatestBuild(): Promise<BuildCheck> {
  try {
    const latest = await requestJson<LatestBuild>(`${LATEST_BUILD_PATH}?${Date.now()}`)
    if (typeof latest.id !== 'string') return { ok: false }
    return { ok: true, id: latest.id, data: isDataVersion(latest.data) ? latest.data : null }
  } catch {
    return { ok: false }
  }
}

/** What a check found newer than the page: a build (code and data), or data alone. */
export type Update = { kind: 'build' } | { kind: 'data'; news: DataVersion['news'] }

/**
 * Spec §4: polls the builds manifest every `intervalMs` and calls `onUpdate` once the build id
 * differs from this page's, or (issue 26) the data's version differs from the one the page was
 * drawn from. Returns the function that stops polling.
 */
export function startBuildPolling(options: {
  intervalMs: number
  dataVersion: string
  onUpdate: (update: Update) => void
}): () => void {
  const ownId = currentBuildId()
  let timer = window.setTimeout(function check() {
    timer = window.setTimeout(check, options.intervalMs)
    void checkLatestBuild().then((result) => {
      // A failed check (offline, deploy in progress) waits for the next interval.
      if (!result.ok || ownId === undefined) return
      if (result.id !== ownId) options.onUpdate({ kind: 'build' })
      else if (result.data && result.data.id !== options.dataVersion)
        options.onUpdate({ kind: 'data', news: result.data.news })
    })
  }, options.intervalMs)
  return () => window.clearTimeout(timer)
}

/**
 * Spec §4/§8: a chunk that fails to load (Vite's preload error) reloads the page once; the
 * reload guard lets the error through instead of reloading again within 10 s.
 */
export function listenForChunkErrors(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadPage()) event.preventDefault()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
