import { useEffect } from 'react'
import { reportError } from '#app/lib/monitoring.ts'
import { checkNavigation } from '#app/lib/navigation-guard.ts'

/**
 * Spec §8 for links: every link the player follows goes through the navigation guard before
 * anything else sees the click (the router's links included). Another site needs the link's
 * explicit flag, `rel="external"`; a blob, data, javascript or vbscript link never goes.
 */
export function useLinkGuard(): void {
  useEffect(() => {
    const guard = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      const check = checkNavigation(link.getAttribute('href') ?? '', {
        origin: window.location.origin,
        isExternal: link.relList.contains('external'),
      })
      if (check.ok) return
      event.preventDefault()
      event.stopImmediatePropagation()
      // Blocked on purpose, and worth knowing: a link of ours should never be.
      reportError(new Error(`Navigation blocked (${check.error})`), { action: 'navigate' })
    }
    // Capture on the window: before React's handlers, which listen on the document.
    window.addEventListener('click', guard, { capture: true })
    window.addEventListener('auxclick', guard, { capture: true })
    return () => {
      window.removeEventListener('click', guard, { capture: true })
      window.removeEventListener('auxclick', guard, { capture: true })
    }
  }, [])
}
