import { requestJson } from '#app/lib/http-client.ts'
import type { PayloadContents, PayloadName } from './dataset-payloads.ts'

/** Where the build's payload files are listed by name (decision 0016). */
export const PAYLOAD_INDEX_URL = '/payloads/index.json'

const requests = new Map<PayloadName, Promise<unknown>>()

/**
 * A payload found by name in the build's index and fetched through the HTTP client, once per
 * tab (the files are hashed and immutable); a failure lets a later call try again.
 */
export function loadNamedPayload<Name extends PayloadName>(
  name: Name,
): Promise<PayloadContents[Name]> {
  let request = requests.get(name)
  if (!request) {
    request = requestJson<Record<string, string>>(PAYLOAD_INDEX_URL)
      .then((index) => {
        const url = index[name]
        if (!url) throw new Error(`The payload index lists no ${name} payload`)
        return requestJson<PayloadContents[Name]>(url)
      })
      .catch((error: unknown) => {
        requests.delete(name)
        throw error
      })
    requests.set(name, request)
  }
  return request as Promise<PayloadContents[Name]>
}
