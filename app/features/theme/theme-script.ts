/**
 * Runs before the first paint when the selected theme is "device": the server cannot always
 * know the browser's colour scheme, so this sets the right class and nothing flashes.
 */
export const DEVICE_THEME_SCRIPT = `(function(){var d=document.documentElement;if(d.dataset.themeSelected!=='device')return;var t=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.remove('dark','light');d.classList.add(t)})()`
