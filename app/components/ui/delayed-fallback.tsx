import { type ReactNode, useEffect, useState } from 'react'

/** Spec §9: an asynchronous component's loading state shows only after 200 ms. */
export const ASYNC_COMPONENT_DELAY_MS = 200

/**
 * A Suspense fallback that appears only when loading lasts: a fast chunk never flashes a
 * spinner. `<Suspense fallback={<DelayedFallback><Spinner /></DelayedFallback>}>`.
 */
export function DelayedFallback({
  children,
  delayMs = ASYNC_COMPONENT_DELAY_MS,
}: {
  children: ReactNode
  delayMs?: number
}) {
  const [isShown, setShown] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayMs)
    return () => window.clearTimeout(timer)
  }, [delayMs])
  return isShown ? children : null
}
