import type { Theme } from '@mui/material/styles'

/**
 * Classes of the outlined form field (outlined-field.tsx): MUI's outlined look drawn on native
 * inputs and selects, styled once for the page. MUI's FormControl, InputLabel, OutlinedInput
 * and their helpers weigh about 7 kB compressed on every page.
 */
export const FIELD_CLASSES = {
  root: 'field',
  small: 'field-small',
  fullWidth: 'field-full-width',
  error: 'field-error',
  disabled: 'field-disabled',
  label: 'field-label',
  box: 'field-box',
  /** The input, textarea or select inside the box. */
  control: 'field-control',
  adornment: 'field-adornment',
  outline: 'field-outline',
  helper: 'field-helper',
} as const

export function fieldStyles(theme: Theme) {
  const palette = theme.vars?.palette
  const c = FIELD_CLASSES
  const outlineColour = `rgba(${palette?.common.onBackgroundChannel} / 0.23)`
  return {
    [`.${c.root}`]: {
      display: 'inline-flex',
      flexDirection: 'column',
      position: 'relative',
      minWidth: 0,
      margin: 0,
      padding: 0,
      border: 0,
      verticalAlign: 'top',
    },
    [`.${c.fullWidth}`]: { width: '100%' },
    // The label sits on the outline's top edge, where MUI puts a filled field's label.
    [`.${c.label}`]: {
      ...theme.typography.body1,
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 1,
      maxWidth: 'calc(133% - 32px)',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      lineHeight: '1.4375em',
      color: palette?.text.secondary,
      transform: 'translate(14px, -9px) scale(0.75)',
      transformOrigin: 'top left',
      pointerEvents: 'none',
    },
    [`.${c.root}:focus-within > .${c.label}`]: { color: palette?.primary.main },
    [`.${c.box}`]: {
      ...theme.typography.body1,
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      borderRadius: theme.shape.borderRadius,
      color: palette?.text.primary,
      cursor: 'text',
    },
    [`.${c.control}`]: {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      boxSizing: 'content-box',
      height: '1.4375em',
      minWidth: 0,
      width: '100%',
      margin: 0,
      padding: '16.5px 14px',
      border: 0,
      background: 'none',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
    },
    [`textarea.${c.control}`]: { height: 'auto', resize: 'vertical', fieldSizing: 'content' },
    [`select.${c.control}`]: {
      appearance: 'none',
      cursor: 'pointer',
      paddingRight: 32,
      borderRadius: theme.shape.borderRadius,
    },
    // The native select's arrow, drawn as MUI's: a caret at the right.
    [`.${c.box}:has(> select)::after`]: {
      content: '""',
      position: 'absolute',
      right: 14,
      top: '50%',
      marginTop: -2,
      borderLeft: '5px solid transparent',
      borderRight: '5px solid transparent',
      borderTop: `5px solid ${palette?.action.active}`,
      pointerEvents: 'none',
    },
    [`.${c.control}::placeholder`]: { color: 'currentColor', opacity: 0.5 },
    [`.${c.small} .${c.control}`]: { paddingTop: 8.5, paddingBottom: 8.5 },
    [`.${c.adornment}`]: {
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      maxHeight: '2em',
      whiteSpace: 'nowrap',
      color: palette?.action.active,
    },
    [`.${c.adornment}:first-child`]: { marginLeft: 14 },
    [`.${c.adornment}:first-child + .${c.control}`]: { paddingLeft: 8 },
    [`.${c.control} + .${c.adornment}`]: { marginRight: 14 },
    [`.${c.box}:has(> .${c.control} + .${c.adornment}) > .${c.control}`]: { paddingRight: 0 },
    // A fieldset and legend cut the outline where the label sits, as MUI's NotchedOutline does.
    [`.${c.outline}`]: {
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      overflow: 'hidden',
      textAlign: 'left',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      border: `1px solid ${outlineColour}`,
      minWidth: 0,
    },
    [`.${c.outline} > legend`]: {
      float: 'unset',
      width: 'auto',
      maxWidth: '100%',
      height: 11,
      padding: 0,
      overflow: 'hidden',
      visibility: 'hidden',
      fontSize: '0.75em',
      whiteSpace: 'nowrap',
    },
    [`.${c.outline} > legend > span`]: {
      display: 'inline-block',
      paddingLeft: 5,
      paddingRight: 5,
      opacity: 0,
      visibility: 'visible',
    },
    [`.${c.box}:hover > .${c.outline}`]: { borderColor: palette?.text.primary },
    [`.${c.box}:focus-within > .${c.outline}`]: {
      borderColor: palette?.primary.main,
      borderWidth: 2,
    },
    [`.${c.helper}`]: {
      ...theme.typography.caption,
      margin: '3px 14px 0',
      color: palette?.text.secondary,
    },
    [`.${c.error} > .${c.label}, .${c.error} > .${c.helper}`]: { color: palette?.error.main },
    [`.${c.error} > .${c.box} > .${c.outline}`]: { borderColor: palette?.error.main },
    [`.${c.disabled} > .${c.label}, .${c.disabled} > .${c.box}`]: {
      color: palette?.text.disabled,
      cursor: 'default',
    },
    [`.${c.disabled} > .${c.box} > .${c.outline}`]: { borderColor: palette?.action.disabled },
  }
}
