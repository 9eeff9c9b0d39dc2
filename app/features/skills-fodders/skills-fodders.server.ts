import type { PeelerPayload } from '#app/payloads/dataset-payloads.ts'
import { getDataset, payloadUrl } from '#app/server/dataset.server.ts'
import { readPeelerRows } from './peeler-payload.ts'
import type { PeelerSearch } from './peeler-search.ts'
import {
  type PeelerRows,
  type PeelerSlice,
  peelerSliceKey,
  slicePeelerRows,
} from './peeler-slice.ts'

/** Each dataset's peeler rows, read once from its columns (the next dataset brings new ones). */
const rowsOfPayload = new WeakMap<PeelerPayload, PeelerRows>()

function peelerRowsOf(payload: PeelerPayload): PeelerRows {
  const known = rowsOfPayload.get(payload)
  if (known) return known
  const rows = readPeelerRows(payload)
  rowsOfPayload.set(payload, rows)
  return rows
}

/**
 * The peeler draws from one payload file (about 110 kB compressed), read in the browser when a
 * picker asks for it. A URL that names skills or a hero also gets the rows its views need
 * (the slice), so a shared link shows its donors in the server's page.
 */
export async function readSkillsFoddersPage(search: PeelerSearch): Promise<{
  readonly peelerUrl: string
  readonly peelerSlice: PeelerSlice | null
}> {
  const dataset = await getDataset()
  const rows = slicePeelerRows(peelerRowsOf(dataset.payloads.peeler.data), search)
  return {
    peelerUrl: payloadUrl(dataset, 'peeler'),
    peelerSlice: rows && { key: peelerSliceKey(search), rows },
  }
}
