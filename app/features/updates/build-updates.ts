import { requestJson } from '#app/lib/http-client.ts'
import { reloadPage } from './reload-guard.ts'

export const LATEST_BUILD_PATH = '/builds/latest.json'

type LatestBuild = { id: string }
type BuildCheck = { ok: true; id: string } | { ok: false }

/** The id of the build this page runs: React Router's manifest version. */
function currentBuildId(): string | undefined {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version
}

/** Spec §7: GET the builds manifest with a timestamp query, so no cache answers for it. */
async function checkLatestBuild(): Promise<BuildCheck> {
  try {
    const latest = await requestJson<LatestBuild>(`${LATEST_BUILD_PATH}?${Date.now()}`)
    return typeof latest.id === 'string' ? { ok: true, id: latest.id } : { ok: false }
  } catch {
    return { ok: false }
  }
}

/**
 * Spec §4: polls the builds manifest every `intervalMs` and calls `onNewBuild` once the id
 * differs from this page's. Returns the function that stops polling.
 */
export function startBuildPolling(intervalMs: number, onNewBuild: () => void): () => void {
  const ownId = currentBuildId()
  let timer = window.setTimeout(function check() {
    timer = window.setTimeout(check, intervalMs)
    void checkLatestBuild().then((result) => {
      // A failed check (offline, deploy in progress) waits for the next interval.
      if (result.ok && ownId !== undefined && result.id !== ownId) onNewBuild()
    })
  }, intervalMs)
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
