import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { useTranslate } from '#app/i18n/i18n.tsx'

/** The non-fatal 404 (spec §2/§8): shown inside the normal layout. */
export function NotFound({ path }: { path: string }) {
  const t = useTranslate()
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 3, py: { xs: 6, sm: 10 } }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('errors.status', { code: 404 })}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('errors.notFound.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('errors.notFound.message', { path })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('errors.notFound.description')}
      </Typography>
      <Button variant="contained" component={Link} to="/">
        {t('errors.goHome')}
      </Button>
    </Box>
  )
}
