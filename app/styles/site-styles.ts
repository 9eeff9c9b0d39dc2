/**
 * The site's whole stylesheet as text: the baseline and every component's CSS Module, compiled
 * by Lightning CSS. The server writes it into each page's <head> (entry.server.tsx), so a page
 * paints from its HTML alone: on a phone's slow 4G an external stylesheet cost one more round
 * trip, and the app's scripts competed with it for the connections (decision 0048).
 */
const baseline = import.meta.glob<string>('./base.css', {
  query: '?inline',
  import: 'default',
  eager: true,
})
const modules = import.meta.glob<string>(
  ['../components/**/*.module.css', '../features/**/*.module.css'],
  { query: '?inline', import: 'default', eager: true },
)

const inOrder = (sheets: Record<string, string>) =>
  Object.keys(sheets)
    .sort()
    .map((key) => sheets[key])

export const SITE_CSS = [...inOrder(baseline), ...inOrder(modules)].join('\n')
