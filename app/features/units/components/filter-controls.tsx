import CheckBoxIcon from '@mui/icons-material/CheckBox'
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank'
import DisabledByDefaultIcon from '@mui/icons-material/DisabledByDefault'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import type { TriState } from '#app/domain/hero-filters.ts'
import type { Translate } from '#app/lib/i18n.tsx'

/** A titled group of filter buttons. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
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
    <Button
      size="small"
      variant={isOn ? 'contained' : 'outlined'}
      aria-pressed={isOn}
      title={title}
      aria-label={ariaLabel}
      onClick={onClick}
      sx={{ minWidth: 0, px: 1, py: 0.25, textTransform: 'none', lineHeight: 1.5 }}
    >
      {children}
    </Button>
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
  const icon =
    state === 'yes' ? (
      <CheckBoxIcon fontSize="small" />
    ) : state === 'no' ? (
      <DisabledByDefaultIcon fontSize="small" />
    ) : (
      <CheckBoxOutlineBlankIcon fontSize="small" />
    )
  return (
    <Button
      size="small"
      variant={state === 'any' ? 'outlined' : 'contained'}
      color={state === 'no' ? 'error' : 'primary'}
      startIcon={icon}
      aria-label={t(`units.triState.${state}`, { name })}
      onClick={() => onChange(NEXT_STATE[state])}
      sx={{ textTransform: 'none', py: 0.25 }}
    >
      {name}
    </Button>
  )
}
