import { expect, test } from 'vitest'
import { selectAssetRows, selectAssetsPage } from '#app/features/units/asset-rows.ts'
import { createHeroList, NO_OWNED_HEROES } from '#app/features/units/hero-list.ts'
import { parseHeroSearch } from '#app/features/units/hero-search.ts'
import {
  GROUP_PREVIEW,
  selectScoreGroups,
  selectScoreGroupsPage,
} from '#app/features/units/score-groups.ts'
import { fromColumnar, type HeroListRow } from '#app/lib/dataset-payloads.ts'
import { buildPayloadContents } from './build-payloads.ts'
import { readFixtureNormalized } from './read-fixture.ts'

// The server's first view of /assets and /units-maximum-scores must be what the browser
// draws from the same rows before the payload arrives, and match its view after.
const { dataset } = await readFixtureNormalized()
const { contents } = buildPayloadContents(dataset, {
  upstreamCommit: null,
  syncedAt: '2026-08-20T00:00:00.000Z',
  warningCount: 0,
})
const rows = fromColumnar<HeroListRow>(contents.heroes)
const source = { rows, accents: dataset.accents, payloadUrl: '/payloads/heroes.x.json' }
const fullList = createHeroList(rows, dataset.accents)

test('/assets: the server sends the current page of rows and the full count', () => {
  const search = parseHeroSearch(new URLSearchParams('size=10&page=2&asset=atk&sort=atk.desc'))
  const page = selectAssetsPage(source, search)
  const all = selectAssetRows(fullList, search, NO_OWNED_HEROES)
  expect(page.initialMatched).toBe(all.length)
  expect(page.total).toBe(rows.length)
  const fromInitial = selectAssetRows(
    createHeroList(page.initialRows, dataset.accents),
    search,
    NO_OWNED_HEROES,
  )
  expect(fromInitial.map((row) => row.id)).toEqual(all.slice(10, 20).map((row) => row.id))
})

test('/units-maximum-scores: the server sends the first groups with their sizes', () => {
  const search = parseHeroSearch(new URLSearchParams())
  const page = selectScoreGroupsPage(source, search)
  const { groups, matched } = selectScoreGroups(fullList, search, NO_OWNED_HEROES)
  expect(page.initialMatched).toBe(matched)
  const drawn = groups.slice(0, 2)
  expect(page.initialGroupSizes).toEqual(
    Object.fromEntries(drawn.map((group) => [group.score, group.heroes.length])),
  )
  const fromInitial = selectScoreGroups(
    createHeroList(page.initialRows, dataset.accents),
    search,
    NO_OWNED_HEROES,
  )
  expect(fromInitial.groups.map((group) => group.heroes.map((hero) => hero.id))).toEqual(
    drawn.map((group) => group.heroes.slice(0, GROUP_PREVIEW).map((hero) => hero.id)),
  )
})
