import { IconButton } from '#app/components/ui/icon-button.tsx'
import { DarkModeIcon } from '#app/components/ui/icons/dark-mode.tsx'
import { LightModeIcon } from '#app/components/ui/icons/light-mode.tsx'
import { SettingsBrightnessIcon } from '#app/components/ui/icons/settings-brightness.tsx'
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
  // A native title: a tooltip's positioning code would load on every page for one button.
  return (
    <IconButton color="inherit" onClick={cycle} label={label} title={label}>
      <Icon />
    </IconButton>
  )
}
