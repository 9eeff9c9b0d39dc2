import type { Theme } from '@mui/material/styles'

/** Classes of the light table parts (table.tsx), styled once for the page like MUI's. */
export const TABLE_CLASSES = {
  table: 'table',
  small: 'table-small',
  sticky: 'table-sticky',
  container: 'table-container',
  hover: 'table-row-hover',
  selected: 'table-row-selected',
  /** Prefix of a cell's align and padding classes: `table-cell-right`, `table-cell-checkbox`. */
  cell: 'table-cell',
  sortLabel: 'sort-label',
  sortActive: 'sort-label-active',
  sortDesc: 'sort-label-desc',
} as const

export function tableStyles(theme: Theme) {
  const palette = theme.vars?.palette
  const c = TABLE_CLASSES
  // Structure goes inside :where(), so a cell weighs no more than one class, as in MUI: a page's
  // own `'& td'` or class on a cell overrides these defaults.
  const cells = `:where(.${c.table} > * > tr > td, .${c.table} > * > tr > th)`
  return {
    [`.${c.table}`]: {
      display: 'table',
      width: '100%',
      borderCollapse: 'collapse',
      borderSpacing: 0,
    },
    [cells]: {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: 16,
      color: palette?.text.primary,
      borderBottom: `1px solid ${palette?.TableCell.border}`,
    },
    [`:where(.${c.small} > * > tr > td, .${c.small} > * > tr > th)`]: { padding: '6px 16px' },
    [`:where(.${c.table} > thead > tr > th)`]: { fontWeight: 500, lineHeight: '1.5rem' },
    [`:where(.${c.sticky} > thead > tr > th)`]: {
      position: 'sticky',
      top: 0,
      zIndex: 2,
      backgroundColor: palette?.background.default,
    },
    [`:where(.${c.table}) .${c.cell}-right`]: { textAlign: 'right' },
    [`:where(.${c.table}) .${c.cell}-center`]: { textAlign: 'center' },
    [`:where(.${c.table}) .${c.cell}-checkbox`]: { width: 48, padding: '0 0 0 4px' },
    [`:where(.${c.table}) .${c.cell}-none`]: { padding: 0 },
    [`.${c.hover}:hover`]: { backgroundColor: palette?.action.hover },
    [`.${c.selected}`]: {
      backgroundColor: `rgba(${palette?.primary.mainChannel} / ${palette?.action.selectedOpacity})`,
    },
    [`.${c.container}`]: { width: '100%', overflowX: 'auto' },
    [`.${c.sortLabel}`]: {
      font: 'inherit',
      color: 'inherit',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'flex-start',
      padding: 0,
      border: 0,
      background: 'none',
      textAlign: 'inherit',
      cursor: 'pointer',
    },
    // In a right-aligned heading the arrow goes first, so the label lines up with the numbers.
    [`.${c.cell}-right > .${c.sortLabel}`]: { flexDirection: 'row-reverse' },
    [`.${c.sortLabel}:hover, .${c.sortLabel}:focus-visible`]: { color: palette?.text.secondary },
    [`.${c.sortLabel}:focus-visible`]: {
      outline: `2px solid ${palette?.primary.main}`,
      outlineOffset: 2,
    },
    [`.${c.sortLabel} > svg`]: {
      width: 18,
      height: 18,
      marginLeft: 4,
      marginRight: 4,
      fill: 'currentColor',
      opacity: 0,
      transform: 'rotate(180deg)',
      transition: theme.transitions.create(['opacity', 'transform'], {
        duration: theme.transitions.duration.shorter,
      }),
    },
    [`.${c.sortLabel}:hover > svg`]: { opacity: 0.5 },
    [`.${c.sortActive}, .${c.sortActive}:hover`]: { color: palette?.text.primary },
    [`.${c.sortActive} > svg, .${c.sortActive}:hover > svg`]: { opacity: 1 },
    [`.${c.sortDesc} > svg`]: { transform: 'rotate(0deg)' },
  }
}
