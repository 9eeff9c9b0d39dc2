import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import type { AriaAttributes, ReactNode } from 'react'
import { CHIP_CLASSES, type ChipColour } from './chip-styles.ts'
import { classNames } from './class-names.ts'

type ChipProps = AriaAttributes & {
  readonly label: ReactNode
  readonly colour?: ChipColour
  readonly variant?: 'filled' | 'outlined'
  readonly size?: 'small' | 'medium'
  /** An icon before the label. */
  readonly icon?: ReactNode
  readonly title?: string
  /** A chip with `onClick` is a button (a filter to press: give it `aria-pressed`). */
  readonly onClick?: () => void
  /** Draws a remove button, named by `deleteLabel`. */
  readonly onDelete?: () => void
  readonly deleteLabel?: string
  readonly sx?: SxProps<Theme>
}

const DELETE_PATH =
  'M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z'

/**
 * A compact label, filter button or removable choice in MUI's chip look, drawn with classes
 * (chip-styles.ts): MUI's Chip brings ButtonBase's ripple and its own styles to every page.
 */
export function Chip({
  label,
  colour = 'default',
  variant = 'filled',
  size = 'medium',
  icon,
  title,
  onClick,
  onDelete,
  deleteLabel,
  sx,
  ...aria
}: ChipProps) {
  const c = CHIP_CLASSES
  const className = classNames(
    c.root,
    `${c.root}-${colour}`,
    `${c.root}-${variant}`,
    size === 'small' && c.small,
  )
  const content = (
    <>
      {icon}
      <span className={c.label}>{label}</span>
    </>
  )
  const remove = onDelete ? (
    <button type="button" className={c.delete} aria-label={deleteLabel} onClick={onDelete}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={DELETE_PATH} />
      </svg>
    </button>
  ) : null
  // Without `sx`, plain elements: a filter panel draws a hundred chips, and Box would compute
  // styles for each on every render. (A chip that gains `sx` is drawn anew: keep it fixed.)
  if (onClick) {
    const button = { type: 'button', className, title, onClick, ...aria } as const
    return sx ? (
      <Box component="button" sx={sx} {...button}>
        {content}
      </Box>
    ) : (
      <button {...button}>{content}</button>
    )
  }
  const span = { className, title, ...aria }
  return sx ? (
    <Box component="span" sx={sx} {...span}>
      {content}
      {remove}
    </Box>
  ) : (
    <span {...span}>
      {content}
      {remove}
    </span>
  )
}
