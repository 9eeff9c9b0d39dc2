import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react'
import { classNames } from './class-names.ts'
import { ChevronLeftIcon } from './icons/chevron-left.tsx'
import { ChevronRightIcon } from './icons/chevron-right.tsx'
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
  /**
   * Arrows at both ends while the tabs overflow, each a page further (a dialog's many tabs on a
   * phone); the chosen tab scrolls into view. For lists drawn after hydration: the arrows need
   * the layout, so a server-drawn list would shift when they appear.
   */
  readonly hasScrollButtons?: boolean
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
  hasScrollButtons = false,
  className,
}: TabListProps<Value>) {
  const listRef = useRef<HTMLDivElement>(null)
  const overflow = useOverflow(listRef, hasScrollButtons, value)
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
  const list = (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={classNames(
        styles.tabList,
        isFullWidth && styles.fullWidth,
        !hasScrollButtons && className,
      )}
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
  if (!hasScrollButtons) return list
  const isOverflowing = overflow.canScrollStart || overflow.canScrollEnd
  const scrollPage = (direction: 1 | -1) => {
    const element = listRef.current
    element?.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' })
  }
  return (
    <div className={classNames(styles.scrollFrame, className)}>
      {isOverflowing ? (
        <ScrollButton isDisabled={!overflow.canScrollStart} onClick={() => scrollPage(-1)}>
          <ChevronLeftIcon />
        </ScrollButton>
      ) : null}
      {list}
      {isOverflowing ? (
        <ScrollButton isDisabled={!overflow.canScrollEnd} onClick={() => scrollPage(1)}>
          <ChevronRightIcon />
        </ScrollButton>
      ) : null}
    </div>
  )
}

/** An arrow for the pointer; keyboards move with the arrow keys, screen readers by the tabs. */
function ScrollButton({
  isDisabled,
  onClick,
  children,
}: {
  readonly isDisabled: boolean
  readonly onClick: () => void
  readonly children: ReactNode
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      disabled={isDisabled}
      className={styles.scrollButton}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

type Overflow = { readonly canScrollStart: boolean; readonly canScrollEnd: boolean }

const NO_OVERFLOW: Overflow = { canScrollStart: false, canScrollEnd: false }

/** Whether the list scrolls further either way, followed as it scrolls and resizes. */
function useOverflow(
  listRef: RefObject<HTMLDivElement | null>,
  isFollowed: boolean,
  value: string,
): Overflow {
  const [overflow, setOverflow] = useState(NO_OVERFLOW)
  useEffect(() => {
    const element = listRef.current
    if (!isFollowed || !element) return
    // A pixel of slack: zoomed screens report fractional scroll positions.
    const measure = () => {
      const canScrollStart = element.scrollLeft > 1
      const canScrollEnd = element.scrollLeft < element.scrollWidth - element.clientWidth - 1
      setOverflow((current) =>
        current.canScrollStart === canScrollStart && current.canScrollEnd === canScrollEnd
          ? current
          : { canScrollStart, canScrollEnd },
      )
    }
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [listRef, isFollowed])
  // The chosen tab comes into view, without moving the page around the list.
  useEffect(() => {
    const element = listRef.current
    if (!isFollowed || !element) return
    const tab = element.querySelector<HTMLElement>(`[data-value="${CSS.escape(value)}"]`)
    if (!tab) return
    const start = tab.getBoundingClientRect().left - element.getBoundingClientRect().left
    const end = start + tab.offsetWidth
    if (start < 0) element.scrollBy({ left: start, behavior: 'smooth' })
    else if (end > element.clientWidth)
      element.scrollBy({ left: end - element.clientWidth, behavior: 'smooth' })
  }, [listRef, isFollowed, value])
  return overflow
}
