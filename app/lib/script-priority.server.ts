/**
 * Marks the app's module preloads `fetchpriority="low"`. The server draws every page whole, its
 * styles inline, so the first paint waits for no script; the scripts only make the page
 * interactive. At their default high priority, the first paint's resources (the page, its
 * images) share the phone's bandwidth with them, and Lighthouse counts them as render-blocking.
 */
export function lowerScriptPriority(html: string): string {
  return html.replaceAll(
    '<link rel="modulepreload"',
    '<link rel="modulepreload" fetchpriority="low"',
  )
}
