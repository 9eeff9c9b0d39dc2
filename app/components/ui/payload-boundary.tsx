import { Component, type ReactNode, useTransition } from 'react'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { reportError } from '#app/lib/monitoring.ts'
import { PayloadLoadError } from '#app/payloads/payload-cache.ts'
import { Alert } from './alert.tsx'
import { Button } from './button.tsx'

type PayloadBoundaryProps = {
  readonly children: ReactNode
  /** Asks for the payload again (usePayloadOnDemand's `ask`). */
  readonly onRetry: () => void
  readonly className?: string
}

type PayloadBoundaryState = { readonly error: unknown }

/**
 * Round a component that reads a payload with `use()` on an interaction (usePayloadOnDemand):
 * a payload that did not arrive is said in its place, with a retry that asks for it again and
 * draws the component anew, as PayloadFailure does for a page's loader. The failure goes to monitoring;
 * anything else thrown is a bug and goes on to the route's error boundary.
 */
export class PayloadBoundary extends Component<PayloadBoundaryProps, PayloadBoundaryState> {
  override state: PayloadBoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): PayloadBoundaryState {
    return { error }
  }

  override componentDidCatch(error: unknown): void {
    if (!(error instanceof PayloadLoadError)) return
    reportError(error, { payload: error.payload, status: String(error.status ?? 'none') })
  }

  override render(): ReactNode {
    const { error } = this.state
    if (error === null) return this.props.children
    if (!(error instanceof PayloadLoadError)) throw error
    return (
      <PayloadRetry
        className={this.props.className}
        onRetry={() => {
          this.props.onRetry()
          this.setState({ error: null })
        }}
      />
    )
  }
}

function PayloadRetry({
  className,
  onRetry,
}: {
  readonly className: string | undefined
  readonly onRetry: () => void
}) {
  const t = useTranslate()
  // A transition: the message stays, its button disabled, until the data is drawn or fails again.
  const [isPending, startTransition] = useTransition()
  return (
    <Alert
      severity="error"
      className={className}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={isPending}
          onClick={() => startTransition(onRetry)}
        >
          {t('data.retry')}
        </Button>
      }
    >
      {t('data.loadFailed')}
    </Alert>
  )
}
