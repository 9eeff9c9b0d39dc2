import { expect, inject, test } from 'vitest'
import { listGivenSkills, peelSkill } from '#app/domain/peeler.ts'
import { readBuiltPayloads } from '../../../test/built-payloads.ts'
import { decodePeelerRows, readPeelerRows } from './peeler-payload.ts'
import { PEELER_SEARCH_DEFAULTS, type PeelerSearch } from './peeler-search.ts'
import { peelerSliceKey, slicePeelerRows } from './peeler-slice.ts'

// The server's slice must draw exactly what the whole payload draws, for every skill and hero.
const payloads = await readBuiltPayloads(inject('fixtureDataDirectory'))
const rows = readPeelerRows(await payloads.read('peeler'))
const full = decodePeelerRows(rows).data
const search = (change: Partial<PeelerSearch>): PeelerSearch => ({
  ...PEELER_SEARCH_DEFAULTS,
  ...change,
})
const sliceFor = (change: Partial<PeelerSearch>) => {
  const sliced = slicePeelerRows(rows, search(change))
  if (sliced === null) throw new Error('no slice')
  return decodePeelerRows(sliced).data
}

// A slice has no upgrades (the views do not show them): they are left out of the comparison.
const withoutUpgrades = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (key, inner) => (key === 'upgradeIds' ? undefined : inner)))

test.each([...new Set(rows.skills.map((skill) => skill.name))])(
  'the donors of %s, for every target, are the same from the slice',
  (name) => {
    const ids = [...full.skillsById.values()].filter((skill) => skill.name === name)
    for (const targetId of [null, ...full.heroesById.keys()]) {
      const slice = sliceFor({ names: [name], targetId })
      for (const { id } of ids)
        expect(withoutUpgrades(peelSkill(slice, id, { order: 'cost', targetId }))).toEqual(
          withoutUpgrades(peelSkill(full, id, { order: 'cost', targetId })),
        )
    }
  },
)

test('what each hero gives is the same from the slice', () => {
  for (const heroId of full.heroesById.keys())
    expect(
      withoutUpgrades(listGivenSkills(sliceFor({ view: 'gives', peelId: heroId }), heroId)),
    ).toEqual(withoutUpgrades(listGivenSkills(full, heroId)))
})

test('a slice holds far less than the payload, and nothing when the URL names nothing', () => {
  const slice = slicePeelerRows(rows, search({ names: ['Death Blow 3'] }))
  expect(slice?.skills.map((skill) => skill.name)).toEqual([
    'Death Blow 1',
    'Death Blow 2',
    'Death Blow 3',
  ])
  expect(slice?.heroes.length).toBeLessThan(rows.heroes.length)
  expect(slicePeelerRows(rows, search({}))).toBeNull()
  expect(slicePeelerRows(rows, search({ view: 'gives' }))).toBeNull()
  // An unknown hero or skill gives an empty slice: the page says it is unknown.
  expect(slicePeelerRows(rows, search({ names: ['Nope'] }))).toEqual({
    heroes: [],
    skills: [],
    links: [],
  })
})

test('the order does not change what a slice serves; other skills or the barracks do', () => {
  const base = search({ names: ['Death Blow 3'] })
  expect(peelerSliceKey({ ...base, order: 'name' })).toBe(peelerSliceKey(base))
  expect(peelerSliceKey({ ...base, names: ['Death Blow 2'] })).not.toBe(peelerSliceKey(base))
  expect(peelerSliceKey({ ...base, isBarracksShown: true })).not.toBe(peelerSliceKey(base))
  expect(slicePeelerRows(rows, { ...base, isBarracksShown: true })).toBeNull()
})
