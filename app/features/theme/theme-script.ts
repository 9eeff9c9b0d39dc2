import { DEFAULT_THEME_PREFERENCE, THEME_COOKIE } from '#app/lib/theme-preference.ts'

/**
 * Runs in <head>, before the first paint (decision 0068): the page is the same for everyone,
 * so this applies the visitor's saved theme from the theme cookie (as parseThemeCookieValue
 * reads it), "device" by the browser's colour scheme, and nothing flashes. The class on <html>
 * is the applied theme, `data-theme-selected` the selection; the theme provider reads both.
 * The CSP allows it by its hash, as every inline script of a page.
 */
export const THEME_STARTUP_SCRIPT = `(function(){var d=document.documentElement,m=/(?:^|;\\s*)${THEME_COOKIE}=(device|dark|light)\\.(dark|light)(?:;|$)/.exec(document.cookie),s=m?m[1]:'${DEFAULT_THEME_PREFERENCE.selected}',a=s!=='device'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.dataset.themeSelected=s;d.classList.remove('dark','light');d.classList.add(a)})()`
