import { useSyncExternalStore } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { RootData } from '#app/lib/root-data.ts'
import { type AppliedTheme, DEFAULT_THEME_PREFERENCE } from '#app/lib/theme-preference.ts'

// The applied theme is the class on <html> (tokens.css): the theme toggle and the device-theme
// script set it, and this feature cannot import the theme's.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

function readScheme(): AppliedTheme {
  return document.documentElement.classList.contains('light') ? 'light' : 'dark'
}

/**
 * The colour scheme the page shows: the session's on the server and while the page hydrates
 * (so the server's picture URLs are the browser's), then the one on screen, following the toggle.
 */
export function useAppliedScheme(): AppliedTheme {
  const root = useRouteLoaderData<RootData>('root')
  const initial = (root?.theme ?? DEFAULT_THEME_PREFERENCE).applied
  return useSyncExternalStore(subscribe, readScheme, () => initial)
}
