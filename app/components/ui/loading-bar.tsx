import Box from '@mui/material/Box'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { DelayedFallback } from './delayed-fallback.tsx'

/** The fallback of a component whose code is loading: a thin bar, after 200 ms (spec §9). */
export function LoadingBar() {
  const t = useTranslate()
  return (
    <DelayedFallback>
      <Box
        role="progressbar"
        aria-label={t('app.loading')}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          height: 3,
          zIndex: 'tooltip',
          bgcolor: 'primary.main',
        }}
      />
    </DelayedFallback>
  )
}
