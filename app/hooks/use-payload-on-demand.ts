import { useCallback, useEffect, useState, useTransition } from 'react'
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
 * being fetched again by the next draw. `isNeeded` asks as soon as the draw is shown (the URL
 * names what the data holds), and for good: in the browser only.
 * `decode` must be a module-level function (loadPayloadFile).
 */
export function usePayloadOnDemand<Data>(
  url: string,
  decode: (file: never) => Data | Promise<Data>,
  isNeeded = false,
): PayloadDemand<Data> {
  const [asked, setAsked] = useState<Asked<Data> | null>(null)
  const [isPending, startTransition] = useTransition()
  const ask = useCallback(
    () =>
      startTransition(() => {
        const promise = loadPayloadFile(url, decode)
        setAsked((current) => (current?.promise === promise ? current : { url, promise }))
      }),
    [url, decode],
  )
  // Asked once the draw that needs it is on screen: an update made while drawing is dropped
  // when that draw suspends in a navigation's transition, so each retry of the draw fetched
  // anew, in a loop, when the file did not arrive. A new file (a new dataset) is asked anew.
  const isStale = asked !== null && asked.url !== url
  useEffect(() => {
    if ((isNeeded && asked === null) || isStale) ask()
  }, [isNeeded, asked, isStale, ask])
  return { promise: isStale ? null : (asked?.promise ?? null), isPending, ask }
}
