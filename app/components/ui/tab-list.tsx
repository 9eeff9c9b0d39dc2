import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { type KeyboardEvent, useRef } from 'react'

export type TabOption<Value extends string> = {
  readonly value: Value
  readonly label: string
  /** The tab's id and its panel's, for aria-labelledby / aria-controls. */
  readonly id?: string
  readonly controls?: string
}

type TabListProps<Value extends string> = {
  readonly label: string
  readonly value: Value
  readonly options: readonly TabOption<Value>[]
  readonly onChange: (value: Value) => void
  /** Tabs share the width (few tabs); otherwise they scroll sideways when they do not fit. */
  readonly isFullWidth?: boolean
  readonly sx?: SxProps<Theme>
}

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

function tabStyles(theme: Theme) {
  const palette = theme.vars?.palette
  return {
    display: 'flex',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '& > [role="tab"]': {
      ...theme.typography.button,
      minHeight: 48,
      minWidth: 56,
      padding: '12px 16px',
      flexShrink: 0,
      border: 0,
      borderBottom: '2px solid transparent',
      background: 'none',
      color: palette?.text.secondary,
      cursor: 'pointer',
      '&[aria-selected="true"]': {
        color: palette?.primary.main,
        borderBottomColor: palette?.primary.main,
      },
      '&:focus-visible': { outline: `2px solid ${palette?.primary.main}`, outlineOffset: -2 },
    },
  } as const
}

/**
 * Tabs after the WAI-ARIA tabs pattern, with automatic activation: arrows, Home and End move
 * and choose. Drawn with plain buttons; MUI's Tabs and its roving focus cost ≈ 7 kB of a
 * page's first load, and its scroll buttons appeared after hydration (a layout shift).
 */
export function TabList<Value extends string>({
  label,
  value,
  options,
  onChange,
  isFullWidth = false,
  sx,
}: TabListProps<Value>) {
  const listRef = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const index = options.findIndex((option) => option.value === value)
    const next = options[move(Math.max(0, index), options.length)]
    if (!next) return
    onChange(next.value)
    listRef.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(next.value)}"]`)?.focus()
  }
  return (
    <Box
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={[
        tabStyles,
        isFullWidth ? { '& > [role="tab"]': { flex: 1 } } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {options.map((option) => {
        const isSelected = option.value === value
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            id={option.id}
            aria-controls={option.controls}
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            data-value={option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        )
      })}
    </Box>
  )
}
