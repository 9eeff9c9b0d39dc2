import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { SHOWS_COMBOBOX_LIST_SX } from '#app/components/ui/combobox.tsx'

/** One part of the catalog page: a card with its heading. */
export function CatalogSection({
  title,
  children,
  wide = false,
  holdsCombobox = false,
}: {
  title: string
  children: ReactNode
  /** Spans both columns of the wide layout. */
  wide?: boolean
  /** Lets a combobox's open list show past the card's edge. */
  holdsCombobox?: boolean
}) {
  const headingId = useId()
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={[
        { minWidth: 0, gridColumn: wide ? '1 / -1' : undefined },
        holdsCombobox && SHOWS_COMBOBOX_LIST_SX,
      ]}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5, px: { xs: 1.5, sm: 2 } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}
