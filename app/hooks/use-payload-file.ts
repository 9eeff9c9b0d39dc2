import { startTransition, useEffect, useState } from 'react'
import { requestJson } from '#app/lib/http-client.ts'
import { nextTask } from '#app/lib/next-task.ts'

/**
 * A content-hashed payload file (decision 0016), fetched once per URL through the HTTP client
 * and decoded; null until it has arrived (the page shows what its server rendered meanwhile).
 * `decode` must keep its identity between renders (a module function or a memoized one).
 * The page redraws with every row as a transition: React renders it in slices between which
 * the browser stays responsive, where a plain update would be one long task; and the decoding
 * is a task of its own, not the tail of the one that parsed the file.
 */
export function usePayloadFile<Data>(url: string, decode: (payload: unknown) => Data): Data | null {
  const [loaded, setLoaded] = useState<{ url: string; data: Data } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    requestJson<unknown>(url, { signal: controller.signal }).then(
      async (payload) => {
        await nextTask()
        if (controller.signal.aborted) return
        const data = decode(payload)
        startTransition(() => setLoaded({ url, data }))
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        // The server's rows stay on screen; the failure goes to the console for monitoring.
        console.error(error)
      },
    )
    return () => controller.abort()
  }, [url, decode])
  return loaded?.url === url ? loaded.data : null
}
