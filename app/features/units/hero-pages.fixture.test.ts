import { expect, inject, test } from 'vitest'
import { selectAssetRows, selectAssetsPage } from '#app/features/units/asset-rows.ts'
import { createHeroList, NO_OWNED_HEROES, readInitialRows } from '#app/features/units/hero-list.ts'
import { parseHeroSearch } from '#app/features/units/hero-search.ts'
import {
  GROUP_PREVIEW,
  selectScoreGroups,
  selectScoreGroupsPage,
} from '#app/features/units/score-groups.ts'
import { decodeHeroRows } from '#app/payloads/dataset-payloads.ts'
import { readBuiltPayloads } from '../../../test/built-payloads.ts'

// The server's first view of /assets and /units-maximum-scores must be what the browser
// draws from the same rows before the payload arrives, and match its view after.
const payloads = await readBuiltPayloads(inject('fixtureDataDirectory'))
const heroesPayload = await payloads.read('heroes')
const { accents } = await payloads.read('glossary')
const rows = decodeHeroRows(heroesPayload)
const source = {
  rows,
  accents,
  accentsJson: JSON.stringify(accents),
  payloadUrl: '/payloads/heroes.x.json',
}
const fullList = createHeroList(rows, accents)

test('/assets: the server sends the current page of rows and the full count', () => {
  const search = parseHeroSearch(new URLSearchParams('size=10&page=2&asset=atk&sort=atk.desc'))
  const page = selectAssetsPage(source, search)
  const all = selectAssetRows(fullList, search, NO_OWNED_HEROES)
  expect(page.initialMatched).toBe(all.length)
  expect(page.total).toBe(rows.length)
  const fromInitial = selectAssetRows(
    createHeroList(readInitialRows(page.initialRowsJson), accents),
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
    createHeroList(readInitialRows(page.initialRowsJson), accents),
    search,
    NO_OWNED_HEROES,
  )
  expect(fromInitial.groups.map((group) => group.heroes.map((hero) => hero.id))).toEqual(
    drawn.map((group) => group.heroes.slice(0, GROUP_PREVIEW).map((hero) => hero.id)),
  )
})
