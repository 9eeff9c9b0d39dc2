import { SLOTS, type Slot } from '#app/domain/skill.ts'
import { rankSkills } from '#app/domain/skill-lists.ts'
import { sortSkills } from '#app/domain/skill-table.ts'
import { findNewestVersion } from '#app/domain/version.ts'
import { usePayloadFile } from '#app/hooks/use-payload-file.ts'
import type { Columnar, SkillListRow } from '#app/payloads/dataset-payloads.ts'
import { filterSkillRows } from './skill-filtering.ts'
import { decodeSkillRows, type SkillRow } from './skill-rows.ts'
import type { SkillSearch } from './skill-search.ts'

/**
 * A skills page's data (/skills, /skills-lists): the rows of the server's first view, then
 * every row from the content-hashed skills payload (cached for good by the browser and shared
 * by both pages), which the browser filters, sorts and ranks (decision 0011).
 */
export type SkillPageData = {
  readonly payloadUrl: string
  /** The rows the server's view shows, and how many matched in all. */
  readonly initialRows: readonly SkillRow[]
  readonly initialMatched: number
}

/** Where the skills pages' rows come from on the server. */
export type SkillsListSource = {
  readonly payload: Columnar<SkillListRow>
  readonly payloadUrl: string
}

/** The first rows of a virtual view that the server draws before the browser takes over. */
const INITIAL_VIRTUAL_ROWS = 25

const decodedByPayload = new WeakMap<Columnar<SkillListRow>, readonly SkillRow[]>()

function readSourceRows(source: SkillsListSource): readonly SkillRow[] {
  let rows = decodedByPayload.get(source.payload)
  if (rows === undefined) {
    rows = decodeSkillRows(source.payload)
    decodedByPayload.set(source.payload, rows)
  }
  return rows
}

/** The server's view of /skills for a URL: the current page of rows and the count. */
export function selectSkillsPage(source: SkillsListSource, search: SkillSearch): SkillPageData {
  const rows = readSourceRows(source)
  // As the page does before descriptions are asked for: sorted, then filtered.
  const filtered = filterSkillRows(sortSkills(rows, search.sort), search, {
    newestVersion: findNewestVersion(rows),
    descriptions: null,
  })
  const pageSize = search.pageSize === 'all' ? INITIAL_VIRTUAL_ROWS : search.pageSize
  const page = search.pageSize === 'all' ? 1 : search.page
  return {
    payloadUrl: source.payloadUrl,
    initialRows: filtered.slice((page - 1) * pageSize, page * pageSize),
    initialMatched: filtered.length,
  }
}

/** The slot of /skills-lists from its `slot` parameter (weapons by default). */
export function parseSlot(value: string | null): Slot {
  return SLOTS.find((slot) => slot === value) ?? 'weapon'
}

/** A slot's rankable skills: no refines (they rank with their base skill). */
export function selectSlotRows(rows: readonly SkillRow[], slot: Slot): readonly SkillRow[] {
  return rows.filter((row) => row.category === slot && row.refineKind === null)
}

/** The server's view of /skills-lists: the slot's best-rated skills (no filter is known yet). */
export function selectSkillListsPage(source: SkillsListSource, slot: Slot): SkillPageData {
  const ranked = rankSkills(selectSlotRows(readSourceRows(source), slot), [])
  return {
    payloadUrl: source.payloadUrl,
    initialRows: ranked.slice(0, INITIAL_VIRTUAL_ROWS).map((entry) => entry.row),
    initialMatched: ranked.length,
  }
}

const decodeSkillsPayload = (payload: unknown) => decodeSkillRows(payload as Columnar<SkillListRow>)

/** Every row once the payload has arrived; until then, the server's rows. */
export function useSkillPageRows(data: SkillPageData): {
  rows: readonly SkillRow[]
  isLoaded: boolean
} {
  const loaded = usePayloadFile(data.payloadUrl, decodeSkillsPayload)
  return { rows: loaded ?? data.initialRows, isLoaded: loaded !== null }
}
