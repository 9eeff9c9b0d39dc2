import type { Theme } from '@mui/material/styles'

/** Classes of the check field (check-field.tsx), styled once for the page like MUI's Switch and Checkbox. */
export const CHECK_CLASSES = {
  field: 'check-field',
  switch: 'check-switch',
  box: 'check-box',
  small: 'check-small',
} as const

export function checkStyles(theme: Theme) {
  const palette = theme.vars?.palette
  const c = CHECK_CLASSES
  const focusRing = `2px solid ${palette?.primary.main}`
  return {
    // MUI's FormControlLabel: the control's own padding sits left of the text.
    [`.${c.field}`]: {
      ...theme.typography.body1,
      display: 'inline-flex',
      alignItems: 'center',
      verticalAlign: 'middle',
      marginLeft: -11,
      marginRight: 16,
      cursor: 'pointer',
    },
    [`.${c.switch}, .${c.box}`]: {
      appearance: 'none',
      position: 'relative',
      flexShrink: 0,
      cursor: 'pointer',
      transition: 'background-color 150ms, border-color 150ms',
    },
    // A switch shows its focus on the thumb, a box on itself.
    [`.${c.switch}:focus-visible`]: { outline: 'none' },
    [`.${c.switch}:focus-visible::before, .${c.box}:focus-visible`]: {
      outline: focusRing,
      outlineOffset: 2,
    },
    // A track with a round thumb (::before) that moves right when on.
    [`.${c.switch}`]: {
      width: 34,
      height: 14,
      margin: 12,
      borderRadius: 7,
      backgroundColor: `rgba(${palette?.common.onBackgroundChannel} / 0.38)`,
    },
    [`.${c.switch}::before`]: {
      content: '""',
      position: 'absolute',
      top: -3,
      left: -3,
      width: 20,
      height: 20,
      borderRadius: '50%',
      backgroundColor: palette?.Switch.defaultColor,
      boxShadow: theme.shadows[1],
      transition: 'transform 150ms, background-color 150ms',
    },
    [`.${c.switch}:checked`]: { backgroundColor: `rgba(${palette?.primary.mainChannel} / 0.5)` },
    [`.${c.switch}:checked::before`]: {
      transform: 'translateX(20px)',
      backgroundColor: palette?.primary.main,
    },
    [`.${c.switch}.${c.small}`]: { width: 26, height: 10, margin: 7 },
    [`.${c.switch}.${c.small}::before`]: { width: 16, height: 16 },
    [`.${c.switch}.${c.small}:checked::before`]: { transform: 'translateX(16px)' },
    // A square that fills and shows a tick (::before) when on.
    [`.${c.box}`]: {
      width: 18,
      height: 18,
      margin: 12,
      border: `2px solid ${palette?.action.active}`,
      borderRadius: 2,
    },
    [`.${c.box}:checked`]: {
      backgroundColor: palette?.primary.main,
      borderColor: palette?.primary.main,
    },
    [`.${c.box}:checked::before`]: {
      content: '""',
      position: 'absolute',
      left: 4,
      top: 0,
      width: 6,
      height: 11,
      border: `solid ${palette?.primary.contrastText}`,
      borderWidth: '0 2px 2px 0',
      transform: 'rotate(45deg)',
    },
  }
}
