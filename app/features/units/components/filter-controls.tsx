import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import type { TriState } from '#app/domain/hero-filters.ts'
import type { Translate } from '#app/lib/i18n.tsx'

/** The class of the filter buttons, styled once by their group (see toggleStyles). */
const TOGGLE_CLASS = 'filter-toggle'
const ON_CLASS = 'is-on'
const ERROR_CLASS = 'is-error'
/** The box of a tri-state button: empty, ticked (on) or crossed (on and error). */
const BOX_CLASS = 'filter-box'

/**
 * The look of MUI's small outlined/contained buttons for plain buttons: a panel draws a
 * hundred of them on every keystroke in the name search, and MUI's Button costs ten times
 * more to render than a button with a class.
 */
function toggleStyles(theme: Theme) {
  const palette = theme.vars?.palette
  const colours = (tone: 'primary' | 'error') => ({
    color: palette?.[tone].main,
    borderColor: `rgba(${palette?.[tone].mainChannel} / 0.5)`,
    '&:hover': {
      borderColor: palette?.[tone].main,
      backgroundColor: `rgba(${palette?.[tone].mainChannel} / ${palette?.action.hoverOpacity})`,
    },
    [`&[aria-pressed="true"], &.${ON_CLASS}`]: {
      color: palette?.[tone].contrastText,
      backgroundColor: palette?.[tone].main,
      borderColor: palette?.[tone].main,
    },
    [`&[aria-pressed="true"]:hover, &.${ON_CLASS}:hover`]: {
      backgroundColor: palette?.[tone].dark,
    },
  })
  return {
    [`& .${TOGGLE_CLASS}`]: {
      ...theme.typography.button,
      textTransform: 'none',
      fontSize: '0.8125rem',
      lineHeight: 1.5,
      display: 'inline-flex',
      alignItems: 'center',
      gap: '4px',
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
      '& svg': { width: 18, height: 18, marginLeft: '-2px' },
      ...colours('primary'),
      [`&.${ERROR_CLASS}`]: colours('error'),
    },
    // Drawn in the text's colour, so it follows the button's state: no icon code to load.
    [`& .${BOX_CLASS}`]: {
      position: 'relative',
      flexShrink: 0,
      boxSizing: 'border-box',
      width: 14,
      height: 14,
      margin: '0 2px 0 0',
      border: '2px solid currentColor',
      // A string: in sx a number is a multiple of the theme's radius.
      borderRadius: '2px',
    },
    [`& .${ON_CLASS} .${BOX_CLASS}::before`]: {
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
    [`& .${ERROR_CLASS} .${BOX_CLASS}::before, & .${ERROR_CLASS} .${BOX_CLASS}::after`]: {
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
    [`& .${ERROR_CLASS} .${BOX_CLASS}::after`]: { transform: 'rotate(-45deg)' },
  }
}

/** A titled group of filter buttons. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={[{ mb: 2 }, toggleStyles]}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>{children}</Box>
    </Box>
  )
}

/** A button that is on or off (aria-pressed). */
export function ToggleButton({
  isOn,
  onClick,
  children,
  title,
  ariaLabel,
}: {
  isOn: boolean
  onClick: () => void
  children: ReactNode
  title?: string
  ariaLabel?: string
}) {
  return (
    <button
      type="button"
      className={TOGGLE_CLASS}
      aria-pressed={isOn}
      title={title}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

/** Toggle buttons for a list of choices: any selected one matches (OR). */
export function ChoiceButtons<Value extends string | number>({
  options,
  selected,
  labelOf,
  titleOf,
  onChange,
}: {
  options: readonly Value[]
  selected: readonly Value[]
  labelOf: (value: Value) => string
  titleOf?: (value: Value) => string
  onChange: (selected: readonly Value[]) => void
}) {
  return (
    <>
      {options.map((option) => {
        const isOn = selected.includes(option)
        return (
          <ToggleButton
            key={option}
            isOn={isOn}
            title={titleOf?.(option)}
            onClick={() =>
              onChange(
                isOn
                  ? selected.filter((value) => value !== option)
                  : options.filter((value) => value === option || selected.includes(value)),
              )
            }
          >
            {labelOf(option)}
          </ToggleButton>
        )
      })}
    </>
  )
}

const NEXT_STATE: Readonly<Record<TriState, TriState>> = { any: 'yes', yes: 'no', no: 'any' }
const TRI_STATE_CLASSES: Readonly<Record<TriState, string>> = {
  any: '',
  yes: ON_CLASS,
  no: `${ON_CLASS} ${ERROR_CLASS}`,
}

/** Cycles any → yes → no → any (reference §2.13), with ☐ / ☑ / ☒. */
export function TriStateButton({
  name,
  state,
  onChange,
  t,
}: {
  name: string
  state: TriState
  onChange: (state: TriState) => void
  t: Translate
}) {
  return (
    <button
      type="button"
      className={[TOGGLE_CLASS, TRI_STATE_CLASSES[state]].join(' ')}
      aria-label={t(`units.triState.${state}`, { name })}
      onClick={() => onChange(NEXT_STATE[state])}
    >
      <span className={BOX_CLASS} aria-hidden />
      {name}
    </button>
  )
}
