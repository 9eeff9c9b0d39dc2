import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  type TdHTMLAttributes,
  use,
} from 'react'
import { classNames } from './class-names.ts'
import { TABLE_CLASSES } from './table-styles.ts'

type Styled = { readonly sx?: SxProps<Theme>; readonly children?: ReactNode }

const c = TABLE_CLASSES

/**
 * MUI's table parts under their names and props (size, stickyHeader, align, padding, hover,
 * selected), drawn as plain elements with classes (table-styles.ts). MUI's computed their
 * styles on every render of every cell; a cell given `sx` still goes through Box.
 */
export function Table({
  size,
  stickyHeader,
  sx,
  children,
  ...rest
}: HTMLAttributes<HTMLTableElement> &
  Styled & { readonly size?: 'small' | 'medium'; readonly stickyHeader?: boolean }) {
  return (
    <Box
      component="table"
      className={classNames(c.table, size === 'small' && c.small, stickyHeader && c.sticky)}
      sx={sx}
      {...rest}
    >
      {children}
    </Box>
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
    <tr className={classNames(hover && c.hover, selected && c.selected) || undefined} {...rest}>
      {children}
    </tr>
  )
}

type TableCellProps = TdHTMLAttributes<HTMLTableCellElement> &
  Styled & {
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
  sx,
  children,
  ...rest
}: TableCellProps) {
  const isHead = use(InHead)
  const element = component ?? (isHead ? 'th' : 'td')
  const className =
    classNames(
      align && align !== 'left' && `${c.cell}-${align}`,
      padding && `${c.cell}-${padding}`,
    ) || undefined
  const attributes = {
    ...rest,
    className,
    scope: rest.scope ?? (isHead ? 'col' : undefined),
    'aria-sort': sortDirection ? ARIA_SORT[sortDirection] : undefined,
  }
  if (sx)
    return (
      <Box component={element} sx={sx} {...attributes}>
        {children}
      </Box>
    )
  const Element = element
  return <Element {...attributes}>{children}</Element>
}

export function TableContainer({ sx, children }: Styled) {
  return (
    <Box className={c.container} sx={sx}>
      {children}
    </Box>
  )
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
        c.sortLabel,
        active && c.sortActive,
        direction === 'desc' && c.sortDesc,
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
      style={isUp ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d={ARROW_PATH} />
    </svg>
  )
}
