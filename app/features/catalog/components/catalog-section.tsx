import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { Panel } from '#app/components/ui/panel.tsx'

/** One part of the catalog page: a card with its heading. */
export function CatalogSection({
  title,
  children,
  wide = false,
  isDrawnNearViewOnly = false,
}: {
  title: string
  children: ReactNode
  /** Spans both columns of the wide layout. */
  wide?: boolean
  /**
   * The browser skips its style, layout and paint while it is far from the view
   * (`content-visibility`), which also clips it: only for a section nothing shows past.
   */
  isDrawnNearViewOnly?: boolean
}) {
  const headingId = useId()
  return (
    <Panel
      aria-labelledby={headingId}
      sx={{
        gridColumn: wide ? '1 / -1' : undefined,
        display: 'grid',
        gap: 1.5,
        px: { xs: 1.5, sm: 2 },
        // Until first drawn, a section holds about its phone height.
        ...(isDrawnNearViewOnly && {
          contentVisibility: 'auto',
          containIntrinsicSize: 'auto 600px',
        }),
      }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Panel>
  )
}
