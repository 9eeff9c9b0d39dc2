import { expect, test } from 'vitest'
import {
  decodeHeroRows,
  fromColumnar,
  fromColumnarWithSlugs,
  type HeroListRow,
  type PackedSlug,
  type PeelerHeroRow,
  type PeelerSkillRow,
  readColumns,
  readSkillSlug,
  type SearchEntry,
  type SkillListRow,
  toColumnar,
  usualHeroSlug,
  usualPeelerSkillSlug,
  usualSearchSlug,
} from '#app/payloads/dataset-payloads.ts'
import { buildPayloadContents, hashText, serializePayloads } from './build-payloads.ts'
import { readFixtureNormalized } from './read-fixture.ts'

const { dataset } = await readFixtureNormalized()
const meta = { upstreamCommit: null, syncedAt: '2026-08-20T00:00:00.000Z', warningCount: 3 }
const { contents, warnings } = buildPayloadContents(dataset, meta)
// The rows as the payloads store them (slugs packed).
const heroes = fromColumnar<PackedSlug<HeroListRow>>(contents.heroes)
const skills = fromColumnar<PackedSlug<SkillListRow>>(contents.skills)
const heroRow = (id: string) => heroes.find((row) => row.id === id)
const skillRow = (id: string) => skills.find((row) => row.id === id)

test('the fixture derives the same level-40 stats as upstream (no mismatch warning)', () => {
  expect(warnings).toEqual([])
})

test.each([
  { name: 'no rows', rows: [] as { a: number; b: string[] | null }[] },
  {
    name: 'plain and dictionary columns',
    rows: [
      { a: 1, b: ['x'] },
      { a: 2, b: ['x'] },
      { a: 3, b: [] },
    ],
  },
  {
    name: 'null values',
    rows: [
      { a: 1, b: null },
      { a: 2, b: null },
    ],
  },
])('toColumnar then fromColumnar gives the rows back: $name', ({ rows }) => {
  const typed: readonly { a: number; b: string[] | null }[] = rows
  expect(fromColumnar(toColumnar(typed, ['a', 'b'], ['b']))).toEqual(rows)
})

test('a dictionary column stores each distinct value once', () => {
  const payload = toColumnar([{ b: ['x'] }, { b: ['x'] }, { b: ['y'] }], ['b'], ['b'])
  expect(payload.columns.b).toEqual([0, 0, 1])
  expect(payload.dictionaries.b).toEqual([['x'], ['y']])
})

test('heroes list: Abel at 5★ level 40 neutral', () => {
  expect(heroRow('PID_アベル')).toMatchObject({
    hp: 39,
    atk: 33,
    spd: 32,
    def: 25,
    res: 25,
    baseStatTotal: 154,
    superboons: ['res'],
    superbanes: ['hp'],
    maxScore: 760,
    lowestRarities: { genericSummonPool: 3, limitedDivineCodes: 4 },
    exclusiveSlots: ['weapon'],
  })
})

test.each([
  { name: 'an exclusive special', id: 'PID_伝承アイク', slots: ['weapon', 'special'] },
  { name: 'a duo skill is not a slot', id: 'PID_比翼リュール男', slots: ['weapon'] },
  { name: 'no exclusive', id: 'PID_オリヴィエ', slots: [] },
])('heroes list exclusive slots: $name', ({ id, slots }) => {
  expect(heroRow(id)?.exclusiveSlots).toEqual(slots)
})

test.each([
  {
    name: 'a refine shares its base weapon owners (a 4★ SR owner unlocking it at 5★ gives it at 5★)',
    id: 'SID_アブゾーブ＋_神',
    expected: {
      ownerCount: 1,
      ownersLowestRarities: { genericSummonPool: 5 },
      releaseDate: '2017-05-01',
    },
  },
  {
    name: 'owners lowest rarity per pool is the cheapest owner',
    id: 'SID_鉄の暗器',
    expected: { ownerCount: 2, ownersLowestRarities: { genericSummonPool: 3, focusOnly: 5 } },
  },
  { name: 'no owner', id: 'SID_神速追撃', expected: { ownerCount: 0, ownersLowestRarities: {} } },
  { name: 'no description yet', id: 'SID_解放の剣', expected: { hasDescription: false } },
  { name: 'end of its chain', id: 'SID_銀の剣＋', expected: { isMax: true } },
  {
    name: 'accents spelled out for search',
    id: 'SID_フリズスキャルヴ',
    expected: { searchName: 'Hlidskjalf' },
  },
  { name: 'no accent: no search name', id: 'SID_鋼の剣', expected: { searchName: null } },
  { name: 'with upgrades', id: 'SID_鋼の剣', expected: { isMax: false } },
])('skills list: $name', ({ id, expected }) => {
  expect(skillRow(id)).toMatchObject(expected)
})

test('skills list refers to other skills by row index', () => {
  const rally = skillRow('SID_攻撃速さの応援')
  const names = rally?.downgradeRows.map((row) => skills[row]?.name)
  expect(names).toEqual(['Rally Attack', 'Rally Speed'])
  const refine = skillRow('SID_ファルシオン_神')
  expect(
    refine?.baseRow !== null && refine?.baseRow !== undefined && skills[refine.baseRow]?.id,
  ).toBe('SID_ファルシオン')
})

test('details, descriptions and summary', () => {
  expect(
    new Map(Object.entries(contents['hero-details'])).get('PID_アベル')?.skills,
  ).toContainEqual({
    skillId: 'SID_黒豹の槍',
    unlockRarity: 5,
    defaultRarity: null,
  })
  expect(
    new Map(Object.entries(contents['skill-details']))
      .get('SID_ファルシオン')
      ?.owners.map((owner) => owner.heroId)
      .sort(),
  ).toEqual(['PID_マルス', 'PID_マルス2'])
  expect(
    new Map(Object.entries(contents['skill-descriptions'])).get('SID_解放の剣'),
  ).toBeUndefined()
  expect(contents.summary).toMatchObject({
    dataDate: '2026-08-01',
    counts: { heroes: 31, skills: 120, skillsWithoutDescription: 3 },
    warningCount: 3,
  })
  expect(contents.summary.newestHeroes[0]?.id).toBe('PID_HOSTILE')
})

test('serialized payloads are named by the hash of their bytes, the same for the same data', () => {
  const first = serializePayloads(contents)
  const second = serializePayloads(buildPayloadContents(dataset, meta).contents)
  expect(first.map((payload) => payload.hash)).toEqual(second.map((payload) => payload.hash))
  for (const payload of first) {
    expect(payload.hash).toBe(hashText(payload.text))
    // The fixture's one past hall is too small for gzip to win.
    if (payload.name !== 'halls') expect(payload.gzipBytes).toBeLessThan(payload.rawBytes)
  }
})

test('past halls name their heroes by id', () => {
  expect(contents.halls).toEqual([
    { number: 1, heroIds: ['PID_アベル', 'PID_オリヴィエ', 'PID_ニノ', 'PID_サーリャ'] },
  ])
})

test('search entries: heroes with accent-free spellings, skills without refines or pseudo-skills', () => {
  const entries = fromColumnar(contents.search.entries)
  expect(entries.find((entry) => entry.id === 'PID_天の王味方')).toEqual({
    kind: 'hero',
    id: 'PID_天の王味方',
    // The first text gives "alfador-celestial-king": left out.
    slug: null,
    label: 'M!Alfaðör [Celestial King]',
    texts: [
      'Alfador: Celestial King',
      'M!Alfador [Celestial King]',
      'Alfaðör: Celestial King',
      'M!Alfaðör',
    ],
  })
  const skillIds = entries.filter((entry) => entry.kind === 'skill').map((entry) => entry.id)
  expect(skillIds).toContain('SID_フォルクヴァング')
  expect(skillIds).not.toContain('SID_フォルクヴァング_強')
  expect(skillIds).not.toContain('DUO_PID_比翼リュール男')
  expect(entries.find((entry) => entry.id === 'SID_フォルクヴァング')?.texts).toEqual(['Folkvangr'])
  // The accents table travels with the entries, so a page's HTML need not carry it.
  expect(contents.search.accents).toEqual(contents.glossary.accents)
  expect(Object.keys(contents.search.accents).length).toBeGreaterThan(0)
})

test('every list decodes to the importer’s slugs, storing only those its fields do not give', () => {
  const slugOfHero = new Map(dataset.heroes.map((hero) => [hero.id as string, hero.slug]))
  const slugOfSkill = new Map(dataset.skills.map((skill) => [skill.id as string, skill.slug]))
  const heroRows = decodeHeroRows(contents.heroes)
  expect(heroRows.map((row) => row.slug)).toEqual(dataset.heroes.map((hero) => hero.slug))
  const at = readColumns(contents.skills)
  expect(skills.map((_, index) => readSkillSlug(at, index))).toEqual(
    dataset.skills.map((skill) => skill.slug),
  )
  const peelerHeroes = fromColumnarWithSlugs<PeelerHeroRow>(contents.peeler.heroes, usualHeroSlug)
  const peelerSkills = fromColumnarWithSlugs<PeelerSkillRow>(
    contents.peeler.skills,
    usualPeelerSkillSlug,
  )
  const search = fromColumnarWithSlugs<SearchEntry>(contents.search.entries, usualSearchSlug)
  for (const row of [...peelerHeroes, ...search.filter((entry) => entry.kind === 'hero')])
    expect(row.slug).toBe(slugOfHero.get(row.id))
  for (const row of [...peelerSkills, ...search.filter((entry) => entry.kind === 'skill')])
    expect(row.slug).toBe(slugOfSkill.get(row.id))
  // A sacred seal and a refine: their rows give their slugs; the search's seal stores it.
  expect(skillRow('SID_HP_seal')).toMatchObject({ slug: null })
  expect(slugOfSkill.get('SID_HP_seal')).toBe('hp-plus-5-seal')
  expect(slugOfSkill.get('SID_フォルクヴァング_強')).toBe('folkvangr-refine-2')
  expect(
    fromColumnar(contents.search.entries).find((entry) => entry.id === 'SID_HP_seal'),
  ).toMatchObject({ slug: 'hp-plus-5-seal' })
  expect(contents.summary.newestHeroes.every((hero) => hero.slug === slugOfHero.get(hero.id))).toBe(
    true,
  )
})

test('the heroes list carries Game8’s recommended asset and flaw (shown on /assets)', () => {
  for (const hero of dataset.heroes) {
    const row = heroRow(hero.id)
    expect(row?.recommendedAsset).toBe(hero.ratings?.recommendedAsset ?? null)
    expect(row?.recommendedFlaw).toBe(hero.ratings?.recommendedFlaw ?? null)
  }
  expect(heroes.some((row) => row.recommendedAsset !== null)).toBe(true)
})
