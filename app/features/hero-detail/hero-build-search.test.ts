import { describe, expect, test } from 'vitest'
import { DEFAULT_STATS_BUILD, type StatsBuild } from '#app/domain/stats.ts'
import { dropHeroBuild, keepDetailViews } from '#app/lib/detail-links.ts'
import { parseHeroBuild, writeHeroBuild } from './hero-build-search.ts'

const LIMITS = { maxDragonflowers: 10, hasResplendent: true }
const parse = (search: string, limits = LIMITS) =>
  parseHeroBuild(new URLSearchParams(search), limits)

describe('parseHeroBuild', () => {
  test.each<[string, string, Partial<StatsBuild>]>([
    ['nothing: the default build', '', {}],
    [
      'Abel +10 +Atk −Res 5 flowers',
      'unit-merges=10&unit-asset=atk&unit-flaw=res&unit-flowers=5',
      { merges: 10, asset: 'atk', flaw: 'res', dragonflowers: 5 },
    ],
    [
      'every field',
      'unit-rarity=4&unit-level=20&unit-merges=3&unit-flowers=2&unit-asset=hp&unit-flaw=spd&unit-ascended=def&unit-resplendent=1',
      {
        rarity: 4,
        level: 20,
        merges: 3,
        dragonflowers: 2,
        asset: 'hp',
        flaw: 'spd',
        ascendedAsset: 'def',
        isResplendent: true,
      },
    ],
    ['a rarity of 6', 'unit-rarity=6', {}],
    ['a level of 0 and of 41', 'unit-level=0&unit-merges=41', {}],
    ['merges of 11', 'unit-merges=11', {}],
    ['a negative or a fractional number', 'unit-merges=-1&unit-level=3.5', {}],
    ['more flowers than the hero takes', 'unit-flowers=11', {}],
    ['a stat that is not one', 'unit-asset=luck&unit-flaw=<b>', {}],
    ['a flaw on the asset', 'unit-asset=atk&unit-flaw=atk', { asset: 'atk' }],
    ['an ascended asset on the asset', 'unit-asset=atk&unit-ascended=atk', { asset: 'atk' }],
    ['resplendent written otherwise than 1', 'unit-resplendent=yes', {}],
  ])('%s', (_, search, expected) => {
    expect(parse(search)).toEqual({ ...DEFAULT_STATS_BUILD, ...expected })
  })

  test('resplendent on a hero without the attire is ignored', () => {
    expect(parse('unit-resplendent=1', { maxDragonflowers: 0, hasResplendent: false })).toEqual(
      DEFAULT_STATS_BUILD,
    )
  })
})

describe('writeHeroBuild', () => {
  test('leaves the defaults out and keeps the page’s own params', () => {
    const params = new URLSearchParams('q=abel&unit=abel-the-panther&unit-merges=4')
    expect(writeHeroBuild(params, DEFAULT_STATS_BUILD).toString()).toBe(
      'q=abel&unit=abel-the-panther',
    )
  })

  test('a build comes back whole from its URL', () => {
    const build: StatsBuild = {
      rarity: 3,
      level: 1,
      merges: 10,
      dragonflowers: 10,
      asset: 'res',
      flaw: 'hp',
      ascendedAsset: 'spd',
      isResplendent: true,
    }
    expect(parseHeroBuild(writeHeroBuild(new URLSearchParams(), build), LIMITS)).toEqual(build)
  })
})

test('another hero opens with the default build; a page change keeps the open build', () => {
  const params = new URLSearchParams('unit=abel-the-panther&unit-merges=10&page=2')
  expect(dropHeroBuild(params).toString()).toBe('unit=abel-the-panther&page=2')
  expect(keepDetailViews(params, new URLSearchParams('page=3')).toString()).toBe(
    'page=3&unit=abel-the-panther&unit-merges=10',
  )
})
