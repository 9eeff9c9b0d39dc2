import { useSyncExternalStore } from 'react'

export type AppliedColorScheme = 'dark' | 'light'

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

function getSnapshot(): AppliedColorScheme {
  return document.documentElement.classList.contains('light') ? 'light' : 'dark'
}

/**
 * The theme in effect, read from the class on <html> that the theme sets (canvas charts
 * cannot use CSS variables, so they need the scheme's colours as values). Dark on the server.
 */
export function useAppliedColorScheme(): AppliedColorScheme {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'dark')
}
