import { useCallback, useSyncExternalStore } from 'react'

/** Spec §9 breakpoints, in px; app/styles/media.css names the same for CSS. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const
export type Breakpoint = keyof typeof BREAKPOINTS

/**
 * Whether the screen is at least as wide as `breakpoint`: null on the server and while the
 * page hydrates (the server cannot know the screen, so it draws both layouts and CSS shows
 * one), then the answer, so the browser stops rendering the layout it hides.
 */
export function useScreenAtLeast(breakpoint: Breakpoint): boolean | null {
  const query = `(min-width:${BREAKPOINTS[breakpoint]}px)`
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
