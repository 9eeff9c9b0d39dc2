import { useCallback, useState, useTransition } from 'react'
import { loadPayloadFile } from '#app/payloads/payload-cache.ts'

/** A payload needed only on an interaction: its load once asked for, and whether it is coming. */
export type PayloadDemand<Data> = {
  /** Null until asked for; read it with `use()` under a PayloadBoundary. */
  readonly promise: Promise<Data> | null
  /** True from `ask` until the data is drawn. */
  readonly isPending: boolean
  /** Asks for the payload (again, after a failure: the cache then fetches anew). */
  readonly ask: () => void
}

type Asked<Data> = { readonly url: string; readonly promise: Promise<Data> }

/**
 * A payload file needed only once the player reaches for it (a picker's focus), read through
 * the payload cache. `ask` is a transition: what is on screen stays while the data comes, and
 * `isPending` says so. The load is kept here, not asked of the cache at each draw, so a
 * failed one stays failed (said by the PayloadBoundary, whose retry calls `ask`) rather than
 * being fetched again by the next draw. `isNeeded` asks at once (the URL names what the data
 * holds), and for good: in the browser only (a clientLoader's data, not the server's, says it).
 * `decode` must be a module-level function (loadPayloadFile).
 */
export function usePayloadOnDemand<Data>(
  url: string,
  decode: (file: never) => Data,
  isNeeded = false,
): PayloadDemand<Data> {
  const [asked, setAsked] = useState<Asked<Data> | null>(null)
  // Adjusting state while drawing (React's pattern), not in an effect: asked for on this draw.
  // The cache hands the same promise to every call until it fails.
  if ((isNeeded && asked === null) || (asked !== null && asked.url !== url)) {
    setAsked({ url, promise: loadPayloadFile(url, decode) })
  }
  const [isPending, startTransition] = useTransition()
  const ask = useCallback(
    () =>
      startTransition(() => {
        const promise = loadPayloadFile(url, decode)
        setAsked((current) => (current?.promise === promise ? current : { url, promise }))
      }),
    [url, decode],
  )
  return { promise: asked?.promise ?? null, isPending, ask }
}
