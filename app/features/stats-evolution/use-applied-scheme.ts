import { useSyncExternalStore } from 'react'
import type { AppliedTheme } from '#app/lib/theme-preference.ts'

// The applied theme is the class on <html> (tokens.css): the theme toggle and the startup
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
 * The colour scheme the page shows: `saved` (the theme cookie's, which the server read) on the
 * server and while the page hydrates, so the server's picture URLs are the browser's; then the
 * one on screen, following the toggle.
 */
export function useAppliedScheme(saved: AppliedTheme): AppliedTheme {
  return useSyncExternalStore(subscribe, readScheme, () => saved)
}
