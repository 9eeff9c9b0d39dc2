import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** A team's four heroes: side by side on wide screens, two by two on tablets, one on phones. */
export function TeamGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  )
}
