import DarkModeIcon from '@mui/icons-material/DarkMode'
import LightModeIcon from '@mui/icons-material/LightMode'
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness'
import IconButton from '@mui/material/IconButton'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { nextThemeSelection, type ThemeSelection } from '#app/lib/theme-preference.ts'
import { useTheme } from './theme-provider.tsx'

const ICONS: Record<ThemeSelection, typeof DarkModeIcon> = {
  device: SettingsBrightnessIcon,
  dark: DarkModeIcon,
  light: LightModeIcon,
}

/** One button that cycles device → dark → light (spec §4). */
export function ThemeToggle() {
  const t = useTranslate()
  const { selected, cycle } = useTheme()
  const Icon = ICONS[selected]
  const label = t('theme.change', {
    name: t(`theme.${selected}`),
    next: t(`theme.${nextThemeSelection(selected)}`),
  })
  // A native title, not MUI's Tooltip: the Popper it needs would cost 10 kB on every page.
  return (
    <IconButton color="inherit" onClick={cycle} aria-label={label} title={label}>
      <Icon />
    </IconButton>
  )
}
