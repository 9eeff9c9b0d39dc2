import type { Breakpoint } from '@mui/material/styles'
import { useTheme } from '@mui/material/styles'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether the screen is at least as wide as `breakpoint`: null on the server and while the
 * page hydrates (the server cannot know the screen, so it draws both layouts and CSS shows
 * one), then the answer, so the browser stops rendering the layout it hides.
 */
export function useScreenAtLeast(breakpoint: Breakpoint): boolean | null {
  const query = useTheme()
    .breakpoints.up(breakpoint)
    .replace(/^@media\s*/, '')
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  )
}
