/** Spec §8: protocols no navigation may use, flag or not. */
const BLOCKED_PROTOCOLS: ReadonlySet<string> = new Set([
  'blob:',
  'data:',
  'javascript:',
  'vbscript:',
])

export type NavigationCheck =
  | { ok: true; isExternal: boolean; href: string }
  | { ok: false; error: 'blocked-protocol' | 'external-without-flag' | 'invalid-url' }

/**
 * Spec §8: a navigation to another site needs an explicit `isExternal` flag, and none may use
 * the blob, data, javascript or vbscript protocol. A path of the site is always allowed.
 */
export function checkNavigation(
  target: string,
  { origin, isExternal = false }: { origin: string; isExternal?: boolean },
): NavigationCheck {
  let url: URL
  try {
    // Browsers ignore tabs and new lines inside a URL ("java\tscript:"): so does URL.
    url = new URL(target, origin)
  } catch {
    return { ok: false, error: 'invalid-url' }
  }
  if (BLOCKED_PROTOCOLS.has(url.protocol)) return { ok: false, error: 'blocked-protocol' }
  if (url.origin === origin) return { ok: true, isExternal: false, href: url.href }
  if (!isExternal) return { ok: false, error: 'external-without-flag' }
  return { ok: true, isExternal: true, href: url.href }
}
