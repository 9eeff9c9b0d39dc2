import { useCallback, useEffect, useState } from 'react'
import { type DecodedPeeler, loadPeelerData } from '#app/features/skills-fodders/peeler-payload.ts'
import { reportError } from '#app/lib/monitoring.ts'

export type PeelerDataState =
  | { readonly status: 'idle' | 'loading' | 'failed' }
  | { readonly status: 'ready'; readonly peeler: DecodedPeeler }

/**
 * The peeler payload (about 135 kB compressed on the full data) is not part of the page's
 * first load: it is fetched when a picker gets focus, or at once when the URL already asks
 * for something (`isNeeded`).
 */
export function usePeelerData(isNeeded: boolean): {
  state: PeelerDataState
  load: () => void
} {
  const [state, setState] = useState<PeelerDataState>({ status: 'idle' })
  const load = useCallback(() => {
    setState((current) => {
      if (current.status === 'loading' || current.status === 'ready') return current
      loadPeelerData().then(
        (peeler) => setState({ status: 'ready', peeler }),
        (error: unknown) => {
          reportError(error, { feature: 'peeler' })
          setState({ status: 'failed' })
        },
      )
      return { status: 'loading' }
    })
  }, [])
  useEffect(() => {
    if (isNeeded) load()
  }, [isNeeded, load])
  return { state, load }
}
