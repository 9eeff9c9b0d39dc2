import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  type TdHTMLAttributes,
  use,
} from 'react'
import { classNames } from './class-names.ts'
import styles from './table.module.css'

/**
 * Table parts with the props players' tables need (size, stickyHeader, align, padding, hover,
 * selected), drawn as plain elements with the classes of table.module.css.
 */
export function Table({
  size,
  stickyHeader,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLTableElement> & {
  readonly size?: 'small' | 'medium'
  readonly stickyHeader?: boolean
}) {
  return (
    <table
      className={classNames(
        styles.table,
        size === 'small' && styles.small,
        stickyHeader && styles.sticky,
        className,
      )}
      {...rest}
    >
      {children}
    </table>
  )
}

/** Cells in a table head are column headers. */
const InHead = createContext(false)

export function TableHead({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <InHead value={true}>
      <thead {...rest}>{children}</thead>
    </InHead>
  )
}

export function TableBody({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...rest}>{children}</tbody>
}

export function TableFooter({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tfoot {...rest}>{children}</tfoot>
}

export function TableRow({
  hover,
  selected,
  children,
  ...rest
}: HTMLAttributes<HTMLTableRowElement> & {
  readonly hover?: boolean
  readonly selected?: boolean
}) {
  return (
    <tr
      className={classNames(hover && styles.hover, selected && styles.selected) || undefined}
      {...rest}
    >
      {children}
    </tr>
  )
}

/**
 * Where a row drawn by WindowedTableBody is, and how it is measured. Passed to a row component
 * as two props, so a memoized row that stays in view keeps its props when the window moves.
 */
export type WindowedRowPlace = {
  /** The row's place among all the rows, from 0. */
  readonly index: number
  readonly measureRef: (element: HTMLTableRowElement | null) => void
}

/**
 * A windowed row's attributes for its `tr` (none for a row of a plain body): its measure, its
 * index for the virtualizer, and its place for assistive technology (the head's row is 1).
 */
export function readWindowedRowAttributes({ index, measureRef }: Partial<WindowedRowPlace>) {
  if (index === undefined || measureRef === undefined) return null
  return { ref: measureRef, 'data-index': index, 'aria-rowindex': index + 2 }
}

type TableCellProps = TdHTMLAttributes<HTMLTableCellElement> & {
  readonly align?: 'left' | 'center' | 'right'
  /** 'checkbox': a narrow cell for an icon button; 'none': no padding. */
  readonly padding?: 'checkbox' | 'none'
  /** 'th' for a row's header in a body. */
  readonly component?: 'td' | 'th'
  /** A column heading's sort, as `aria-sort`. */
  readonly sortDirection?: 'asc' | 'desc' | false
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

export function TableCell({
  align,
  padding,
  component,
  sortDirection,
  className,
  children,
  ...rest
}: TableCellProps) {
  const isHead = use(InHead)
  const Element = component ?? (isHead ? 'th' : 'td')
  return (
    <Element
      {...rest}
      className={
        classNames(
          align && align !== 'left' && styles[align],
          padding && styles[padding],
          className,
        ) || undefined
      }
      scope={rest.scope ?? (isHead ? 'col' : undefined)}
      aria-sort={sortDirection ? ARIA_SORT[sortDirection] : undefined}
    >
      {children}
    </Element>
  )
}

export function TableContainer({
  className,
  children,
}: {
  readonly className?: string
  readonly children: ReactNode
}) {
  return <div className={classNames(styles.container, className)}>{children}</div>
}

const ARROW_PATH = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z'

/** A column heading's sort button: the arrow shows the direction when the column sorts. */
export function TableSortLabel({
  active,
  direction,
  onClick,
  children,
  ...aria
}: {
  readonly active: boolean
  readonly direction: 'asc' | 'desc'
  readonly onClick: () => void
  readonly 'aria-label'?: string
  readonly children: ReactNode
}) {
  return (
    <button
      type="button"
      className={classNames(
        styles.sortLabel,
        active && styles.sortActive,
        direction === 'desc' && styles.sortDesc,
      )}
      onClick={onClick}
      {...aria}
    >
      {children}
      <SortArrow />
    </button>
  )
}

/** A sort's arrow: down, or up with `isUp` (a sort label turns its own by class). */
export function SortArrow({ isUp = false }: { readonly isUp?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={classNames(styles.arrow, isUp && styles.arrowUp)}
    >
      <path d={ARROW_PATH} />
    </svg>
  )
}
