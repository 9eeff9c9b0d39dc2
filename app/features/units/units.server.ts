import { type HeroFilterOptions, listStatMaxima } from '#app/payloads/dataset-payloads.ts'
import {
  deriveFromDataset,
  getDataset,
  payloadUrl,
  readHeroRows,
} from '#app/server/dataset.server.ts'
import { selectAssetsPage } from './asset-rows.ts'
import { type HeroTableSource, selectHeroTablePage } from './hero-list.ts'
import type { HeroSearch } from './hero-search.ts'
import { selectScoreGroupsPage } from './score-groups.ts'

// The heroes pages' server side: the first screen of /units, /assets and
// /units-maximum-scores for a URL, from every row decoded once per dataset.

async function readHeroTableSource(): Promise<HeroTableSource> {
  const dataset = await getDataset()
  const { accents } = dataset.payloads.glossary.data
  return {
    rows: readHeroRows(dataset),
    accents,
    accentsJson: deriveFromDataset(dataset, 'accents-json', () => JSON.stringify(accents)),
    payloadUrl: payloadUrl(dataset, 'heroes'),
  }
}

/** What the unit filters offer: the games, the books and the highest value of each stat. */
export async function readHeroFilterOptions(): Promise<HeroFilterOptions> {
  const dataset = await getDataset()
  const heroes = dataset.payloads.heroes.data
  return {
    games: dataset.payloads.glossary.data.games,
    books: Math.max(0, ...(heroes.columns.book as number[])),
    statMaxima: listStatMaxima(heroes),
  }
}

export async function readUnitsPage(search: HeroSearch) {
  return selectHeroTablePage(await readHeroTableSource(), search)
}

export async function readAssetsPage(search: HeroSearch) {
  const [source, filterOptions] = await Promise.all([
    readHeroTableSource(),
    readHeroFilterOptions(),
  ])
  return { ...selectAssetsPage(source, search), filterOptions }
}

export async function readMaximumScoresPage(search: HeroSearch) {
  return selectScoreGroupsPage(await readHeroTableSource(), search)
}
