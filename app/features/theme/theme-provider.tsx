import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react'
import { readCookie } from '#app/i18n/locale.ts'
import { request } from '#app/lib/http-client.ts'
import { reportError } from '#app/lib/monitoring.ts'
import {
  DEFAULT_THEME_PREFERENCE,
  nextThemeSelection,
  parseThemeCookieValue,
  resolveAppliedTheme,
  THEME_COOKIE,
  THEME_SELECTIONS,
  type ThemePreference,
  type ThemeSelection,
} from '#app/lib/theme-preference.ts'

type ThemeState = ThemePreference & {
  select: (selected: ThemeSelection) => void
  cycle: () => void
}

const ThemeContext = createContext<ThemeState | undefined>(undefined)

const DARK_QUERY = '(prefers-color-scheme: dark)'

function saveThemePreference(preference: ThemePreference): void {
  // Spec §7: the response is not read. Spec §8: a failure is reported, silently: the theme
  // already changed on screen and the next choice saves again.
  request('/api/update-theme', { method: 'PUT', json: preference }).catch((error: unknown) =>
    reportError(error, { action: 'save-theme' }),
  )
}

// The theme in effect lives on <html> (app/styles/tokens.css): its class is the applied theme,
// `data-theme-selected` the selection. The startup script (theme-script.ts) writes them from the
// saved theme before the first paint; a choice here writes them again.
const listeners = new Set<() => void>()
let snapshot: ThemePreference = DEFAULT_THEME_PREFERENCE

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function readDocumentTheme(): ThemePreference {
  const root = document.documentElement
  const selected =
    THEME_SELECTIONS.find((each) => each === root.dataset.themeSelected) ??
    DEFAULT_THEME_PREFERENCE.selected
  const applied = root.classList.contains('light') ? 'light' : 'dark'
  // The same object while nothing changed, as useSyncExternalStore needs.
  if (snapshot.selected !== selected || snapshot.applied !== applied)
    snapshot = { selected, applied }
  return snapshot
}

function writeDocumentTheme(preference: ThemePreference): void {
  const root = document.documentElement
  root.dataset.themeSelected = preference.selected
  if (!root.classList.contains(preference.applied)) {
    root.classList.remove('dark', 'light')
    root.classList.add(preference.applied)
  }
  for (const listener of listeners) listener()
}

/** The page is drawn with the default theme (it is the same for everyone); the browser knows better. */
const readServerTheme = () => DEFAULT_THEME_PREFERENCE

export function ThemeProvider({ children }: { children: ReactNode }) {
  const preference = useSyncExternalStore(subscribe, readDocumentTheme, readServerTheme)

  // What the session holds, as far as this tab knows: read from the theme cookie at first need.
  const saved = useRef<ThemePreference | null>(null)
  const save = useCallback((next: ThemePreference) => {
    saved.current = next
    saveThemePreference(next)
  }, [])

  const select = useCallback(
    (selected: ThemeSelection) => {
      const next = {
        selected,
        applied: resolveAppliedTheme(selected, window.matchMedia(DARK_QUERY).matches),
      }
      writeDocumentTheme(next)
      save(next)
    },
    [save],
  )

  // Spec §4: with "device", the browser's scheme decides. The saved theme is applied at startup
  // without saving it again, unless the browser's scheme has changed since it was saved.
  useEffect(() => {
    if (preference.selected !== 'device') return
    const query = window.matchMedia(DARK_QUERY)
    saved.current ??= parseThemeCookieValue(readCookie(document.cookie, THEME_COOKIE))
    const follow = () => {
      const next = {
        selected: 'device' as const,
        applied: resolveAppliedTheme('device', query.matches),
      }
      writeDocumentTheme(next)
      const known = saved.current
      if (known?.selected !== 'device' || known.applied !== next.applied) save(next)
    }
    follow()
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [preference.selected, save])

  const state = useMemo<ThemeState>(
    () => ({ ...preference, select, cycle: () => select(nextThemeSelection(preference.selected)) }),
    [preference, select],
  )

  return <ThemeContext value={state}>{children}</ThemeContext>
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext)
  if (!state) throw new Error('useTheme needs a ThemeProvider')
  return state
}
