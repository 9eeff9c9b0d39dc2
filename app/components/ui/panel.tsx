import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import type { AriaAttributes, ElementType, ReactNode } from 'react'

type PanelProps = AriaAttributes & {
  /** The element: a section unless said otherwise (an article for an entry of a list). */
  readonly component?: ElementType
  readonly sx?: SxProps<Theme>
  readonly children: ReactNode
}

// What an outlined MUI Card with its CardContent draws, in one box: the pages of panels (the
// planners, the catalog, the score calculator) skip the Card, Paper and CardContent code.
// Nothing is clipped, so a combobox's list can show past the edge.
const PANEL_SX = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  p: 2,
  pb: 3,
  minWidth: 0,
} as const

/** An outlined panel of content. */
export function Panel({ component = 'section', sx, children, ...aria }: PanelProps) {
  return (
    <Box component={component} {...aria} sx={[PANEL_SX, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  )
}
