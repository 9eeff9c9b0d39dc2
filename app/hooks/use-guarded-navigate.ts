import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { checkNavigation, type NavigationCheck } from '#app/lib/navigation-guard.ts'

type GuardedNavigateOptions = { isExternal?: boolean; replace?: boolean; state?: unknown }

/**
 * Navigates from code (spec §8): paths of the site through the router, another site only
 * with `isExternal`, never a blob, data, javascript or vbscript URL. Returns the check, so a
 * caller can tell a blocked navigation from a done one.
 */
export function useGuardedNavigate(): (
  to: string,
  options?: GuardedNavigateOptions,
) => NavigationCheck {
  const navigate = useNavigate()
  return useCallback(
    (to, options = {}) => {
      const check = checkNavigation(to, {
        origin: window.location.origin,
        isExternal: options.isExternal,
      })
      if (!check.ok) return check
      if (check.isExternal) {
        window.location.assign(check.href)
        return check
      }
      const url = new URL(check.href)
      void navigate(`${url.pathname}${url.search}${url.hash}`, {
        replace: options.replace,
        state: options.state,
      })
      return check
    },
    [navigate],
  )
}
