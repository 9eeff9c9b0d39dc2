import type { Theme } from '@mui/material/styles'
import { getMuiTheme } from './mui-theme.ts'

/**
 * MUI's fallback theme, for a component drawn outside a ThemeProvider (vite.config.ts puts it
 * in place of MUI's own, decision 0032). Every page has our ThemeProvider, so MUI never reads
 * it: it stands for our theme and only makes it when read, so that loading MUI creates no
 * theme (MUI made two, about 15 ms of every page's start-up on a desktop).
 */
const standIn: ProxyHandler<Theme> = {
  get: (_, key) => Reflect.get(getMuiTheme(), key),
  has: (_, key) => Reflect.has(getMuiTheme(), key),
  ownKeys: () => Reflect.ownKeys(getMuiTheme()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(getMuiTheme(), key),
}

export default new Proxy({} as Theme, standIn)
