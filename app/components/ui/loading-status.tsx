import type { ReactNode } from 'react'
import { LoadingBar } from './loading-bar.tsx'
import { VisuallyHidden } from './visually-hidden.tsx'

/**
 * A page's data is loading: the thin bar for the eye, a status line for screen readers. It
 * takes no room, so nothing below it moves when the data arrives.
 */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <>
      <LoadingBar />
      <VisuallyHidden role="status">{children}</VisuallyHidden>
    </>
  )
}
