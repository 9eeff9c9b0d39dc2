import Box from '@mui/material/Box'
import Slider from '@mui/material/Slider'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { Chip } from '#app/components/ui/chip.tsx'
import type { NumberRange, TriState } from '#app/domain/skill-table.ts'
import { useTranslate } from '#app/lib/i18n.tsx'

export function FilterSection({
  title,
  hint,
  children,
}: {
  title: string
  hint?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.75 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Box>
  )
}

type ChipGroupProps<Value extends string> = {
  readonly options: readonly Value[]
  readonly selected: readonly Value[]
  readonly labelOf: (value: Value) => string
  readonly titleOf?: (value: Value) => string
  readonly onChange: (selected: Value[]) => void
}

/** Toggle chips: several may be pressed; the order of the options is kept. */
export function ChipGroup<Value extends string>({
  options,
  selected,
  labelOf,
  titleOf,
  onChange,
}: ChipGroupProps<Value>) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {options.map((option) => {
        const isPressed = selected.includes(option)
        return (
          <Chip
            key={option}
            size="small"
            label={labelOf(option)}
            title={titleOf?.(option)}
            colour={isPressed ? 'primary' : 'default'}
            variant={isPressed ? 'filled' : 'outlined'}
            aria-pressed={isPressed}
            onClick={() =>
              onChange(
                isPressed
                  ? selected.filter((value) => value !== option)
                  : options.filter((value) => value === option || selected.includes(value)),
              )
            }
          />
        )
      })}
    </Box>
  )
}

type TriStateFieldProps = {
  readonly label: string
  readonly value: TriState
  readonly onChange: (value: TriState) => void
}

export function TriStateField({ label, value, onChange }: TriStateFieldProps) {
  const t = useTranslate()
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mb: 0.75,
      }}
    >
      <Typography variant="body2">{label}</Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        aria-label={label}
        onChange={(_event, next: TriState | null) => onChange(next ?? 'any')}
      >
        {(['any', 'yes', 'no'] as const).map((state) => (
          <ToggleButton key={state} value={state} sx={{ py: 0.25, px: 1 }}>
            {t(`skills.filters.triStates.${state}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  )
}

type RangeFieldProps = {
  readonly label: string
  readonly bounds: NumberRange
  readonly step: number
  readonly value: NumberRange
  readonly onChange: (value: NumberRange) => void
}

/** A two-thumb slider: uncontrolled while dragging, written to the URL on release. */
export function RangeField({ label, bounds, step, value, onChange }: RangeFieldProps) {
  const t = useTranslate()
  const labelId = useId()
  return (
    <Box sx={{ px: 1, mb: 0.5 }}>
      <Typography id={labelId} variant="body2">
        {t('skills.filters.rangeLabel', { field: label, min: value.min, max: value.max })}
      </Typography>
      <Slider
        key={`${value.min}-${value.max}`}
        size="small"
        defaultValue={[value.min, value.max]}
        min={bounds.min}
        max={bounds.max}
        step={step}
        marks={(bounds.max - bounds.min) / step <= 10}
        valueLabelDisplay="auto"
        getAriaLabel={(index) =>
          t(index === 0 ? 'skills.filters.rangeMin' : 'skills.filters.rangeMax', { field: label })
        }
        onChangeCommitted={(_event, next) => {
          const [min = bounds.min, max = bounds.max] = next as number[]
          onChange({ min, max })
        }}
      />
    </Box>
  )
}
