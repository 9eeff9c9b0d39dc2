import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import Box from '@mui/material/Box'
import { useTranslate } from '#app/i18n/i18n.tsx'

/**
 * A standing note, not an alert: shown on every page while the site serves the fixture dataset
 * instead of the game's data. Drawn in the look of an outlined info Alert without MUI's Alert,
 * whose code every page would load for a note the game's data never shows.
 */
export function SampleDataNotice() {
  const t = useTranslate()
  return (
    <Box
      role="note"
      sx={{
        mx: { xs: 2, sm: 3 },
        mt: 2,
        px: 2,
        py: 1.5,
        display: 'flex',
        gap: 1.5,
        border: 1,
        borderColor: 'info.main',
        borderRadius: 1,
        typography: 'body2',
      }}
    >
      <InfoOutlinedIcon fontSize="small" sx={{ color: 'info.main', mt: 0.25 }} />
      <div>
        <Box component="strong" sx={{ display: 'block', fontSize: '1rem', mb: 0.5 }}>
          {t('data.sampleTitle')}
        </Box>
        {t('data.sample')}{' '}
        <Box component="code" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
          {t('data.syncCommand')}
        </Box>
      </div>
    </Box>
  )
}
