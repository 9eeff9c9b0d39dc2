import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslate } from '#app/i18n/i18n.tsx'

type ErrorPageProps = {
  status: number
  statusText: string
  path: string
  /** Shown in development only: users never see a stack. */
  stack: string | undefined
}

/** The fatal error page (spec §2/§8): status code, status message and description. */
export function ErrorPage({ status, statusText, path, stack }: ErrorPageProps) {
  const t = useTranslate()
  const isNotFound = status === 404
  const title = t(isNotFound ? 'errors.notFound.title' : 'errors.internal.title')
  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', px: 3, py: { xs: 6, sm: 10 } }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('errors.status', { code: status })}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {isNotFound ? t('errors.notFound.fatalMessage', { path }) : statusText || title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(isNotFound ? 'errors.notFound.description' : 'errors.internal.description')}
      </Typography>
      {/* A full document load: after a fatal error the app's state is not trusted. */}
      <Button variant="contained" href="/">
        {t('errors.goHome')}
      </Button>
      {stack ? (
        <Box
          component="pre"
          sx={{ mt: 4, p: 2, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover' }}
        >
          {stack}
        </Box>
      ) : null}
    </Box>
  )
}
