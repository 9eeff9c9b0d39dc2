import { type KeyboardEvent, useRef } from 'react'
import { classNames } from './class-names.ts'
import styles from './tab-list.module.css'

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
  readonly className?: string
}

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * Tabs after the WAI-ARIA tabs pattern, with automatic activation: arrows, Home and End move
 * and choose. Plain buttons with a roving tab index: the tabs are drawn by the server, and
 * nothing moves when the page hydrates.
 */
export function TabList<Value extends string>({
  label,
  value,
  options,
  onChange,
  isFullWidth = false,
  className,
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
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={classNames(styles.tabList, isFullWidth && styles.fullWidth, className)}
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
            className={styles.tab}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
