import { SLOTS, type Slot } from '#app/domain/skill.ts'
import { parseJsonOncePerText } from '#app/lib/parse-once.ts'
import type { Columnar, SkillListRow } from '#app/payloads/dataset-payloads.ts'
import { loadPayloadFile, type PayloadState, settlePayload } from '#app/payloads/payload-cache.ts'
import { loadSkillDescriptions, type SkillDescriptionTexts } from './skill-descriptions.ts'
import { decodeSkillRows, type SkillRow } from './skill-rows.ts'

/**
 * A skills page's data (/skills, /skills-lists): the server sends the rows of its first view
 * and where the payloads are; the route's clientLoader continues with every row, from the
 * content-hashed skills payload shared by both pages, which the browser filters, sorts and
 * ranks (decision 0011).
 */
export type SkillPageData = {
  /** The skills payload's file. */
  readonly payloadUrl: string
  /** The descriptions payload's file, loaded only when a view needs it. */
  readonly descriptionsUrl: string
  /** The rows the server's view shows (as JSON text: readInitialSkillRows), and how many matched in all. */
  readonly initialRowsJson: string
  readonly initialMatched: number
}

/** The page once its clientLoader has run: every row, and the descriptions if the URL asked. */
export type SkillPage = SkillPageData & {
  readonly rows?: PayloadState<readonly SkillRow[]>
  readonly descriptions?: PayloadState<SkillDescriptionTexts>
}

/**
 * The rows of the server's view, parsed once per text: as the page's messages (readPageMessages
 * says why), a row's forty fields travel as one text rather than flattened one by one.
 */
export const readInitialSkillRows = parseJsonOncePerText<readonly SkillRow[]>()

/** The slot of /skills-lists from its `slot` parameter (weapons by default). */
export function parseSlot(value: string | null): Slot {
  return SLOTS.find((slot) => slot === value) ?? 'weapon'
}

/** A slot's rankable skills: no refines (they rank with their base skill). */
export function selectSlotRows(rows: readonly SkillRow[], slot: Slot): readonly SkillRow[] {
  return rows.filter((row) => row.category === slot && row.refineKind === null)
}

const decodeSkillsPayload = (payload: Columnar<SkillListRow>) => decodeSkillRows(payload)

function loadRows(page: SkillPageData): Promise<PayloadState<readonly SkillRow[]>> {
  return settlePayload(loadPayloadFile(page.payloadUrl, decodeSkillsPayload))
}

/** /skills in the browser: every row, and the descriptions when its view needs them. */
export async function loadSkillsPage(
  page: SkillPageData,
  options: { readonly withDescriptions: boolean },
): Promise<SkillPage> {
  const [rows, descriptions] = await Promise.all([
    loadRows(page),
    options.withDescriptions
      ? settlePayload(loadSkillDescriptions(page.descriptionsUrl))
      : undefined,
  ])
  return { ...page, rows, descriptions }
}

/** /skills-lists in the browser: every row (its descriptions come when switched on). */
export async function loadSkillListsPage(page: SkillPageData): Promise<SkillPage> {
  return { ...page, rows: await loadRows(page) }
}
