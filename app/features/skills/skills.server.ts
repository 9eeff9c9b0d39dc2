import type { Slot } from '#app/domain/skill.ts'
import { rankSkills } from '#app/domain/skill-lists.ts'
import { sortSkills } from '#app/domain/skill-table.ts'
import { findNewestVersion } from '#app/domain/version.ts'
import {
  type Dataset,
  deriveFromDataset,
  getDataset,
  payloadUrl,
} from '#app/server/dataset.server.ts'
import { decodeSkillDescriptions } from './skill-descriptions.ts'
import { filterSkillRows } from './skill-filtering.ts'
import { type SkillPageData, selectSlotRows } from './skill-page-data.ts'
import { decodeSkillRows, type SkillRow } from './skill-rows.ts'
import { needsDescriptions, type SkillSearch } from './skill-search.ts'

/** The first rows of a virtual view that the server draws before the browser takes over. */
const INITIAL_VIRTUAL_ROWS = 25

function readRows(dataset: Dataset): readonly SkillRow[] {
  return deriveFromDataset(dataset, 'skills:rows', () =>
    decodeSkillRows(dataset.payloads.skills.data),
  )
}

/**
 * The rows in a one-column order, worked out once per dataset (two orders per column at most):
 * sorting 6,000 skills was a third of a render's time. Orders of several columns are rarer and
 * too many to keep, so they are sorted each time.
 */
function readSortedRows(
  dataset: Dataset,
  sort: SkillSearch['sort'],
  descriptions: ReadonlyMap<string, string> | null,
): readonly SkillRow[] {
  const rows = readRows(dataset)
  const [only] = sort
  if (sort.length !== 1 || only === undefined) return sortSkills(rows, sort, descriptions)
  const order = only.isDescending ? 'descending' : 'ascending'
  return deriveFromDataset(dataset, `skills:sorted-by:${only.key}:${order}`, () =>
    sortSkills(rows, sort, descriptions),
  )
}

function readPageSource(dataset: Dataset) {
  return {
    payloadUrl: payloadUrl(dataset, 'skills'),
    descriptionsUrl: payloadUrl(dataset, 'skill-descriptions'),
  }
}

/** The server's view of /skills for a URL: the current page of rows and the count. */
export async function readSkillsPage(search: SkillSearch): Promise<SkillPageData> {
  const dataset = await getDataset()
  const rows = readRows(dataset)
  // As the browser does: sorted, then filtered, by the descriptions too when the view needs them.
  const descriptions = needsDescriptions(search)
    ? deriveFromDataset(dataset, 'skills:description-texts', () =>
        decodeSkillDescriptions(dataset.payloads['skill-descriptions'].data),
      )
    : null
  const filtered = filterSkillRows(readSortedRows(dataset, search.sort, descriptions), search, {
    newestVersion: deriveFromDataset(dataset, 'skills:newest-version', () =>
      findNewestVersion(rows),
    ),
    descriptions,
  })
  const pageSize = search.pageSize === 'all' ? INITIAL_VIRTUAL_ROWS : search.pageSize
  const page = search.pageSize === 'all' ? 1 : search.page
  return {
    ...readPageSource(dataset),
    initialRowsJson: JSON.stringify(filtered.slice((page - 1) * pageSize, page * pageSize)),
    initialMatched: filtered.length,
  }
}

/** The server's view of /skills-lists: the slot's best-rated skills (no filter is known yet). */
export async function readSkillListsPage(slot: Slot): Promise<SkillPageData> {
  const dataset = await getDataset()
  const ranked = rankSkills(selectSlotRows(readRows(dataset), slot), [])
  return {
    ...readPageSource(dataset),
    initialRowsJson: JSON.stringify(
      ranked.slice(0, INITIAL_VIRTUAL_ROWS).map((entry) => entry.row),
    ),
    initialMatched: ranked.length,
  }
}
