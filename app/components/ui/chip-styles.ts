import type { Theme } from '@mui/material/styles'

export type ChipColour = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error'

/** Classes of the chip (chip.tsx), styled once for the page like MUI's Chip. */
export const CHIP_CLASSES = {
  root: 'chip',
  small: 'chip-small',
  label: 'chip-label',
  delete: 'chip-delete',
} as const

const COLOURS = ['primary', 'info', 'success', 'warning', 'error'] as const

export function chipStyles(theme: Theme) {
  const palette = theme.vars?.palette
  const c = CHIP_CLASSES
  return {
    [`.${c.root}`]: {
      ...theme.typography.body2,
      fontSize: '0.8125rem',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      maxWidth: '100%',
      height: 32,
      margin: 0,
      padding: 0,
      borderRadius: 16,
      border: '1px solid transparent',
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      color: palette?.text.primary,
      backgroundColor: palette?.action.selected,
      boxSizing: 'border-box',
    },
    [`.${c.small}`]: { height: 24 },
    [`.${c.label}`]: {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: 12,
      paddingRight: 12,
    },
    [`.${c.small} > .${c.label}`]: { paddingLeft: 8, paddingRight: 8 },
    [`.${c.root} > svg:first-child`]: {
      width: 18,
      height: 18,
      marginLeft: 5,
      marginRight: -6,
      fill: 'currentColor',
      flexShrink: 0,
    },
    [`.${c.root}-outlined`]: {
      backgroundColor: 'transparent',
      borderColor: palette?.divider,
    },
    [`button.${c.root}`]: { font: 'inherit', fontSize: '0.8125rem', cursor: 'pointer' },
    [`button.${c.root}:hover`]: { backgroundColor: palette?.action.hover },
    [`button.${c.root}:focus-visible, .${c.delete}:focus-visible`]: {
      outline: `2px solid ${palette?.primary.main}`,
      outlineOffset: 1,
    },
    ...Object.fromEntries(
      COLOURS.flatMap((colour) => [
        [
          `.${c.root}-${colour}.${c.root}-filled`,
          {
            backgroundColor: palette?.[colour].main,
            color: palette?.[colour].contrastText,
          },
        ],
        [`.${c.root}-${colour}.${c.root}-outlined`, { borderColor: palette?.[colour].main }],
      ]),
    ),
    [`button.${c.root}-primary.${c.root}-filled:hover`]: {
      backgroundColor: palette?.primary.dark,
    },
    [`.${c.delete}`]: {
      display: 'inline-flex',
      padding: 0,
      margin: '0 5px 0 -6px',
      border: 0,
      borderRadius: '50%',
      background: 'none',
      color: 'inherit',
      opacity: 0.6,
      cursor: 'pointer',
    },
    [`.${c.delete}:hover`]: { opacity: 0.9 },
    [`.${c.delete} > svg`]: { width: 22, height: 22, fill: 'currentColor' },
    [`.${c.small} > .${c.delete} > svg`]: { width: 16, height: 16 },
  }
}
