import DarkModeIcon from '@mui/icons-material/DarkMode'
import LightModeIcon from '@mui/icons-material/LightMode'
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useTranslate } from '#app/lib/i18n.tsx'
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
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={cycle} aria-label={label}>
        <Icon />
      </IconButton>
    </Tooltip>
  )
}
