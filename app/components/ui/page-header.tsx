import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { memo } from 'react'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { RouteName } from '#app/lib/site-pages.ts'

/** The heading of a page and its one-line description (memoized: pages re-render as you type). */
export const PageHeader = memo(function PageHeader({ routeName }: { routeName: RouteName }) {
  const t = useTranslate()
  return (
    <Box component="header" sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 2 }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
      >
        {t(`home.title.${routeName}`)}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(`pages.${routeName}`)}
      </Typography>
    </Box>
  )
})
