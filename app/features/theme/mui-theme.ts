import { green } from '@mui/material/colors'
import { createTheme, type Theme } from '@mui/material/styles'

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true
  }
  interface Palette {
    highlight: Palette['primary']
  }
  interface PaletteOptions {
    highlight?: PaletteOptions['primary']
  }
}

/**
 * Spec §9: the ripple of a touched button starts after 80 ms (MUI's TouchRipple delay, which
 * the theme cannot change; ripple-delay.test.tsx holds MUI to it).
 */
export const RIPPLE_DELAY_MS = 80

/** Spec §9: breakpoints xs 0 · sm 600 · md 960 · lg 1280 · xl 1920 · xxl 2560; highlight backgrounds green. */
const createMuiTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    defaultColorScheme: 'dark',
    colorSchemes: {
      dark: { palette: { primary: { main: green[300] }, highlight: { main: green[900] } } },
      light: { palette: { primary: { main: green[800] }, highlight: { main: green[100] } } },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    },
  })

let muiTheme: Theme | undefined

/**
 * The theme, created on first use rather than when the module loads: creating it takes about
 * 20 ms on a desktop and four times that on a mid-range phone, half of the one long task that
 * evaluates the app's code. Made in the first render, it runs in a slice of the hydration.
 */
export function getMuiTheme(): Theme {
  muiTheme ??= createMuiTheme()
  return muiTheme
}
