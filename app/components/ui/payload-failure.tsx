import { useRevalidator } from 'react-router'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { Alert } from './alert.tsx'
import { Button } from './button.tsx'

/**
 * A page's data that did not arrive (offline, a server error): said plainly, with a retry that
 * runs the page's loaders again. What the server drew stays on the page.
 */
export function PayloadFailure({ className }: { readonly className?: string }) {
  const t = useTranslate()
  const revalidator = useRevalidator()
  return (
    <Alert
      severity="error"
      className={className}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={revalidator.state === 'loading'}
          onClick={() => void revalidator.revalidate()}
        >
          {t('data.retry')}
        </Button>
      }
    >
      {t('data.loadFailed')}
    </Alert>
  )
}
