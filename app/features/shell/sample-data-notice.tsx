import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { useTranslate } from '#app/lib/i18n.tsx'

/** A standing note, not an alert: shown on every page while the site serves the fixture dataset instead of the game's data. */
export function SampleDataNotice() {
  const t = useTranslate()
  return (
    <Alert role="note" severity="info" variant="outlined" sx={{ mx: { xs: 2, sm: 3 }, mt: 2 }}>
      <AlertTitle>{t('data.sampleTitle')}</AlertTitle>
      {t('data.sample')}{' '}
      <Box component="code" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
        {t('data.syncCommand')}
      </Box>
    </Alert>
  )
}
