import { Component, type ReactNode } from 'react'
import { reportError } from '#app/lib/monitoring.ts'
import { PayloadLoadError } from '#app/payloads/payload-cache.ts'

type DescriptionsBoundaryProps = {
  /** What shows when the descriptions did not arrive (a retry gives the boundary a new key). */
  readonly fallback: ReactNode
  readonly children: ReactNode
}

/**
 * Around a part that reads the descriptions with `use()`: when their file does not come, that
 * part says so with a retry, and the rest of the page stays. Other errors go on to the route's
 * boundary.
 */
export class DescriptionsBoundary extends Component<
  DescriptionsBoundaryProps,
  { readonly error: unknown }
> {
  override state: { readonly error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof PayloadLoadError) {
      reportError(error, { payload: error.payload, status: String(error.status ?? 'none') })
    }
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    // A bug, not a missing file: the route's boundary shows it.
    if (!(error instanceof PayloadLoadError)) throw error
    return this.props.fallback
  }
}
