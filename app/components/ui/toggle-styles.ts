import type { Theme } from '@mui/material/styles'

/** Classes of the toggle buttons (toggle-button.tsx), styled once for the page. */
export const TOGGLE_CLASSES = {
  button: 'toggle-button',
  /** Pressed, for buttons that say so in their label rather than with aria-pressed. */
  on: 'is-on',
  /** Drawn in the error colour: a filter that excludes. */
  error: 'is-error',
  /** A box before the text: empty, ticked (on) or crossed (on and error). */
  box: 'toggle-box',
  /** Buttons joined into one bar: a choice of one among a few. */
  group: 'toggle-group',
} as const

/**
 * The look of MUI's small outlined buttons, contained when pressed, for plain buttons: a
 * filter panel draws a hundred of them on every keystroke in the name search, and MUI's
 * Button and ToggleButton cost ten times more to render and weigh 6 kB of script.
 */
export function toggleStyles(theme: Theme) {
  const palette = theme.vars?.palette
  const c = TOGGLE_CLASSES
  const colours = (tone: 'primary' | 'error') => ({
    color: palette?.[tone].main,
    borderColor: `rgba(${palette?.[tone].mainChannel} / 0.5)`,
    '&:hover': {
      borderColor: palette?.[tone].main,
      backgroundColor: `rgba(${palette?.[tone].mainChannel} / ${palette?.action.hoverOpacity})`,
    },
    [`&[aria-pressed="true"], &.${c.on}`]: {
      color: palette?.[tone].contrastText,
      backgroundColor: palette?.[tone].main,
      borderColor: palette?.[tone].main,
    },
    [`&[aria-pressed="true"]:hover, &.${c.on}:hover`]: {
      backgroundColor: palette?.[tone].dark,
    },
  })
  return {
    [`.${c.button}`]: {
      ...theme.typography.button,
      textTransform: 'none',
      fontSize: '0.8125rem',
      lineHeight: 1.5,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 4,
      minWidth: 0,
      margin: 0,
      padding: '3px 8px',
      borderRadius: theme.shape.borderRadius,
      borderWidth: 1,
      borderStyle: 'solid',
      background: 'transparent',
      cursor: 'pointer',
      transition: 'background-color 150ms, border-color 150ms',
      '&:focus-visible': { outline: `2px solid ${palette?.primary.main}`, outlineOffset: 2 },
      '& svg': { width: 18, height: 18, marginLeft: -2 },
      ...colours('primary'),
      [`&.${c.error}`]: colours('error'),
    },
    // A fieldset (a named group) without its frame.
    [`.${c.group}`]: {
      display: 'inline-flex',
      flexShrink: 0,
      minInlineSize: 0,
      margin: 0,
      padding: 0,
      border: 0,
    },
    // Joined: inner corners square, shared borders drawn once.
    [`.${c.group} > .${c.button}:not(:first-of-type)`]: {
      marginLeft: -1,
      borderTopLeftRadius: 0,
      borderBottomLeftRadius: 0,
    },
    [`.${c.group} > .${c.button}:not(:last-of-type)`]: {
      borderTopRightRadius: 0,
      borderBottomRightRadius: 0,
    },
    [`.${c.group} > .${c.button}[aria-pressed="true"]`]: { position: 'relative' },
    // Drawn in the text's colour, so it follows the button's state: no icon code to load.
    [`.${c.box}`]: {
      position: 'relative',
      flexShrink: 0,
      boxSizing: 'border-box',
      width: 14,
      height: 14,
      margin: '0 2px 0 0',
      border: '2px solid currentColor',
      borderRadius: 2,
    },
    [`.${c.on} .${c.box}::before`]: {
      content: '""',
      position: 'absolute',
      left: 3,
      top: 0,
      width: 4,
      height: 8,
      border: 'solid currentColor',
      borderWidth: '0 2px 2px 0',
      transform: 'rotate(45deg)',
    },
    [`.${c.error} .${c.box}::before, .${c.error} .${c.box}::after`]: {
      content: '""',
      position: 'absolute',
      left: 4,
      top: -1,
      width: 2,
      height: 12,
      border: 0,
      backgroundColor: 'currentColor',
      transform: 'rotate(45deg)',
    },
    [`.${c.error} .${c.box}::after`]: { transform: 'rotate(-45deg)' },
  }
}
