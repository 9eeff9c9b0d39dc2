import { describe, expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { calculateStats } from '#app/domain/stats.ts'
import { parseKeyword, splitDescription, toPlainText } from './normalize.ts'
import { readFixtureNormalized } from './read-fixture.ts'

const { dataset, warnings } = await readFixtureNormalized()
const heroById = new Map(dataset.heroes.map((hero) => [hero.id, hero]))
const skillById = new Map(dataset.skills.map((skill) => [skill.id, skill]))
const descriptionById = new Map(
  dataset.skillDescriptions.map((description) => [description.id, description]),
)
const hero = (id: string) => heroById.get(id as HeroId)
const skill = (id: string) => skillById.get(id as SkillId)

test('the fixture normalizes without warnings of its own', () => {
  expect(warnings).toEqual([])
  expect(dataset.heroes).toHaveLength(31)
  expect(dataset.skills).toHaveLength(120)
})

test('Abel: The Panther has his real stats, 39/33/32/25/25 at 5★ level 40', () => {
  const abel = dataset.heroes.find((candidate) => candidate.fullName === 'Abel: The Panther')
  expect(abel).toMatchObject({ weaponType: 'blueLance', moveType: 'cavalry', maxDragonflowers: 40 })
  expect(abel && calculateStats(abel.stats)).toEqual({ hp: 39, atk: 33, spd: 32, def: 25, res: 25 })
})

test.each([
  {
    name: 'legendary with its element',
    id: 'PID_伝承アイク',
    expected: { traits: ['legendary'], element: 'earth', duelScore: 180 },
  },
  { name: 'mythic', id: 'PID_天の王味方', expected: { traits: ['mythic'], element: 'astra' } },
  {
    name: 'chosen with a clash score',
    id: 'PID_救世アルフォンス',
    expected: { traits: ['chosen'], clashScore: 220 },
  },
  {
    name: 'duo special hero with a theme',
    id: 'PID_比翼リュール男',
    expected: { traits: ['duo'], isSpecial: true, theme: 'winter', gender: 'MF' },
  },
  { name: 'aided and entwined', id: 'PID_エイド', expected: { traits: ['aided', 'entwined'] } },
  { name: 'story hero', id: 'PID_アルフォンス', expected: { isStory: true, traits: [] } },
  { name: 'resplendent', id: 'PID_シャロン', expected: { hasResplendent: true } },
  {
    name: 'GHB and TT flags',
    id: 'PID_ソフィーヤ',
    expected: { isTempestTrials: true, isGrandHeroBattle: false },
  },
  { name: 'no rating record', id: 'PID_エイド', expected: { ratings: null } },
  {
    name: 'hostile name kept as text',
    id: 'PID_HOSTILE',
    expected: { name: '<img src=x onerror=alert(1)>' },
  },
])('hero: $name', ({ id, expected }) => {
  expect(hero(id)).toMatchObject(expected)
})

test.each([
  {
    name: 'moves can_use two, weapons none',
    id: 'SID_鬼神飛燕の一撃',
    restrictions: {
      moves: { kind: 'canUse', moveTypes: ['cavalry', 'flying'] },
      weapons: { kind: 'none' },
    },
  },
  {
    name: 'moves can_not_use one',
    id: 'SID_飛燕の一撃1',
    restrictions: {
      moves: { kind: 'canNotUse', moveTypes: ['armored'] },
      weapons: { kind: 'none' },
    },
  },
  {
    name: 'weapons can_use a group',
    id: 'SID_遠距離反撃',
    restrictions: {
      moves: { kind: 'none' },
      weapons: { kind: 'canUse', weapons: [{ kind: 'group', group: 'melee' }] },
    },
  },
  {
    name: 'weapons can_use a colour',
    id: 'SID_赤の死闘',
    restrictions: {
      moves: { kind: 'none' },
      weapons: { kind: 'canUse', weapons: [{ kind: 'colour', colour: 'red' }] },
    },
  },
  {
    name: 'weapons can_not_use an exact type',
    id: 'SID_剣殺し1',
    restrictions: {
      moves: { kind: 'none' },
      weapons: { kind: 'canNotUse', weapons: [{ kind: 'weaponType', weaponType: 'redSword' }] },
    },
  },
  { name: 'exclusive: no restrictions', id: 'SID_黒豹の槍', restrictions: null },
])('restrictions: $name', ({ id, restrictions }) => {
  expect(skill(id)?.restrictions).toEqual(restrictions)
})

test.each([
  {
    name: 'refine',
    id: 'SID_アブゾーブ＋_神',
    expected: { baseId: 'SID_アブゾーブ＋', refineKind: 'effect1', isExclusive: true },
  },
  {
    name: 'weapon with refines',
    id: 'SID_アブゾーブ＋',
    expected: { hasRefine: true, refinesMaxSp: 350 },
  },
  {
    name: 'two prerequisites',
    id: 'SID_攻撃速さの応援',
    expected: { downgradeIds: ['SID_攻撃の応援', 'SID_速さの応援'] },
  },
  { name: 'broken upgrade dropped', id: 'SID_鬼神の一撃4', expected: { upgradeIds: [] } },
  {
    name: 'seal without version',
    id: 'SSID_重装のブーツ',
    expected: { category: 'sacredSeal', version: null },
  },
  {
    name: 'X skill without SP',
    id: 'SID_響・攻撃の信義',
    expected: { category: 'passiveX', sp: null },
  },
  {
    name: 'duo pseudo-skill',
    id: 'DUO_PID_比翼リュール男',
    expected: { category: 'duo', isExclusive: true },
  },
  {
    name: 'bow group weapon',
    id: 'SID_鉄の弓',
    expected: { weapon: { kind: 'group', group: 'bow' }, effectiveness: ['flying'] },
  },
  { name: 'effective against all', id: 'SID_奪取の爪', expected: { effectiveness: ['all'] } },
  { name: 'arcane', id: 'SID_魔器カリブルヌス', expected: { isArcane: true } },
])('skill: $name', ({ id, expected }) => {
  expect(skill(id)).toMatchObject(expected)
})

test('the odd upstream grade "-" becomes no grade', () => {
  const grades = new Set(dataset.skills.map((candidate) => candidate.ratings?.grade))
  expect([...grades].sort()).toEqual(['A', 'B', 'C', 'S', 'SS', null, undefined])
})

describe('descriptions', () => {
  test('plain text, never HTML: <br> become line breaks, the hostile string stays text', () => {
    expect(descriptionById.get('SID_ホスト' as SkillId)?.base).toContain(
      '<img src=x onerror=alert(1)>',
    )
    expect(descriptionById.get('SID_アブゾーブ＋' as SkillId)?.full).not.toContain('<br>')
  })
  test('missing, null and present', () => {
    expect(descriptionById.has('SID_解放の剣' as SkillId)).toBe(false)
    expect(descriptionById.has('SID_アサルト' as SkillId)).toBe(false)
    expect(descriptionById.has('SID_鉄の剣' as SkillId)).toBe(true)
  })
  test('keywords split from the effect', () => {
    expect(descriptionById.get('SID_攻撃速さの応援' as SkillId)).toMatchObject({
      base: 'Grants Atk/Spd+3 to target ally for 1 turn. Grants【Bonus】.',
      keywords: [
        { name: 'Bonus', text: 'All effects that last "for 1 turn" or "that turn only."' },
      ],
    })
  })
  test('an old-shape refine gets its upgrade from the base weapon text', () => {
    expect(descriptionById.get('SID_アブゾーブ＋_神' as SkillId)?.upgrade).toBe(
      'Calculates damage from staff like other weapons.',
    )
  })
  test('a current-shape record keeps its upgrade and keywords', () => {
    expect(descriptionById.get('SID_ファルシオン_神' as SkillId)).toMatchObject({
      base: 'Effective against dragon foes.\nAt the start of every third turn, restores 10 HP.',
      upgrade:
        'Grants Atk/Spd+4 during combat if unit is within 2 spaces of an ally with【Bonus】.',
      keywords: [{ name: 'Bonus' }],
    })
  })
  test.each([
    { name: 'br tags', text: 'a<br>b<br/>c', expected: 'a\nb\nc' },
    { name: 'no tags', text: 'plain', expected: 'plain' },
  ])('toPlainText: $name', ({ text, expected }) => {
    expect(toPlainText(text)).toBe(expected)
  })
  test.each([
    {
      name: 'keyword block',
      block: '【Bonus】<br>text',
      expected: { name: 'Bonus', text: 'text' },
    },
    { name: 'not a keyword', block: 'text', expected: null },
  ])('parseKeyword: $name', ({ block, expected }) => {
    expect(parseKeyword(block)).toEqual(expected)
  })
  test('splitDescription: no keyword block', () => {
    expect(splitDescription('One.\n\nTwo.')).toEqual({ base: 'One.\n\nTwo.', keywords: [] })
  })
})

test('availability, links, catalog and glossary', () => {
  expect(dataset.heroAvailabilities.find((entry) => entry.heroId === 'PID_アベル')).toMatchObject({
    lowestRarities: { genericSummonPool: 3, limitedDivineCodes: 4 },
    divineCodes: { limited: [{ year: 2020, month: 11, rarity: 4, cost: 100 }, { year: 2026 }] },
  })
  expect(dataset.heroSkills.find((link) => link.skillId === 'SID_黒豹の槍')).toEqual({
    heroId: 'PID_アベル',
    skillId: 'SID_黒豹の槍',
    unlockRarity: 5,
    defaultRarity: null,
  })
  expect(dataset.heroicGrails).toContainEqual({
    heroId: 'PID_ベルクト',
    rarity: 5,
    addedAt: '2021-10-01T07:00:00Z',
  })
  expect(dataset.keywords[0]).toEqual({
    name: 'Bonus',
    text: 'All effects that last "for 1 turn" or "that turn only."',
  })
  expect(new Map(Object.entries(dataset.accents)).get('ð')).toBe('d')
  expect(dataset.dataDate).toBe('2026-08-01')
})
