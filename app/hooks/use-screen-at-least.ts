import { useCallback, useSyncExternalStore } from 'react'

/** Spec §9 breakpoints, in px; app/styles/media.css names the same for CSS. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const
export type Breakpoint = keyof typeof BREAKPOINTS

/**
 * Whether the screen is at least as wide as `breakpoint`. The server cannot know the screen:
 * without `serverGuess` the answer is null on the server and while the page hydrates (the
 * server draws both layouts and CSS shows one); with it, the server and the hydration draw the
 * guessed layout alone. Then the answer, so the browser draws only the layout it shows.
 */
export function useScreenAtLeast(
  breakpoint: Breakpoint,
  serverGuess: boolean | null = null,
): boolean | null {
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
    () => serverGuess,
  )
}
