/** Spec §9: a reload of the same path is not repeated within 10 s, so a broken page never loops. */
export const RELOAD_GUARD_TTL_MS = 10_000
export const RELOAD_GUARD_KEY = 'hero-peeler:reload'

export type ReloadGuard = { path: string; expires: number }

/** Whether a reload to `path` may happen now, given the guard stored by the last one. */
export function canReload(guard: ReloadGuard | undefined, path: string, now: number): boolean {
  return !guard || guard.path !== path || guard.expires < now
}

/** The stored guard; an unreadable one counts as none (spec: bad input degrades). */
export function parseReloadGuard(stored: string | null): ReloadGuard | undefined {
  if (!stored) return undefined
  try {
    const value: unknown = JSON.parse(stored)
    if (
      typeof value === 'object' &&
      value !== null &&
      'path' in value &&
      'expires' in value &&
      typeof value.path === 'string' &&
      typeof value.expires === 'number'
    )
      return { path: value.path, expires: value.expires }
  } catch {
    return undefined
  }
  return undefined
}

function readGuard(): ReloadGuard | undefined {
  try {
    return parseReloadGuard(window.sessionStorage.getItem(RELOAD_GUARD_KEY))
  } catch {
    return undefined // storage refused (private mode): no guard to honour
  }
}

function writeGuard(guard: ReloadGuard): void {
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify(guard))
  } catch {
    // Without storage there is no guard; the reload still happens once per user action.
    return
  }
}

/**
 * Loads `path` as a new document (the current page when omitted), unless the same path was
 * reloaded less than 10 s ago. Returns whether it reloads.
 */
export function reloadPage(path?: string): boolean {
  const target =
    path ?? `${window.location.pathname}${window.location.search}${window.location.hash}`
  const now = Date.now()
  if (!canReload(readGuard(), target, now)) return false
  writeGuard({ path: target, expires: now + RELOAD_GUARD_TTL_MS })
  if (path === undefined) window.location.reload()
  else window.location.assign(target)
  return true
}
