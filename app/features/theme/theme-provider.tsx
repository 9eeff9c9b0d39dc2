import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { request } from '#app/lib/http-client.ts'
import { reportError } from '#app/lib/monitoring.ts'
import {
  type AppliedTheme,
  nextThemeSelection,
  resolveAppliedTheme,
  type ThemePreference,
  type ThemeSelection,
} from '#app/lib/theme-preference.ts'

type ThemeState = ThemePreference & {
  select: (selected: ThemeSelection) => void
  cycle: () => void
}

const ThemeContext = createContext<ThemeState | undefined>(undefined)

const DARK_QUERY = '(prefers-color-scheme: dark)'

function browserPrefersDark(): boolean | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia(DARK_QUERY).matches
}

function saveThemePreference(preference: ThemePreference): void {
  // Spec §7: the response is not read. Spec §8: a failure is reported, silently: the theme
  // already changed on screen and the next choice saves again.
  request('/api/update-theme', { method: 'PUT', json: preference }).catch((error: unknown) =>
    reportError(error, { action: 'save-theme' }),
  )
}

/**
 * The applied theme is the class on <html> (app/styles/tokens.css): the server writes it, the
 * device-theme script may correct it before the first paint, and a change here sets it.
 */
function applyThemeClass(applied: AppliedTheme): void {
  const { classList } = document.documentElement
  if (classList.contains(applied)) return
  classList.remove('dark', 'light')
  classList.add(applied)
}

export function ThemeProvider({
  initial,
  children,
}: {
  initial: ThemePreference
  children: ReactNode
}) {
  const [preference, setPreference] = useState(initial)

  const select = useCallback((selected: ThemeSelection) => {
    const next = { selected, applied: resolveAppliedTheme(selected, browserPrefersDark()) }
    setPreference(next)
    saveThemePreference(next)
  }, [])

  // Spec §4: with "device", the browser's scheme decides; the stored value is applied at
  // startup without saving again, unless the browser's scheme has changed since.
  useEffect(() => {
    if (preference.selected !== 'device') return
    const query = window.matchMedia(DARK_QUERY)
    const follow = () => {
      const applied = resolveAppliedTheme('device', query.matches)
      setPreference((current) => {
        if (current.applied === applied) return current
        const next = { selected: 'device' as const, applied }
        saveThemePreference(next)
        return next
      })
    }
    follow()
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [preference.selected])

  useEffect(() => applyThemeClass(preference.applied), [preference.applied])

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
