import { expect, test } from 'vitest'
import { upgradeData } from './browser-saves.ts'
import { CATALOG_STORAGE } from './owned-heroes.ts'

test.each([
  [
    'the bare list of an earlier release',
    0,
    ['a', 'b'],
    { ownedHeroIds: ['a', 'b'], customBanner: [] },
  ],
  [
    'version 1',
    1,
    { ownedHeroIds: ['a'], customBanner: ['c'] },
    { ownedHeroIds: ['a'], customBanner: ['c'] },
  ],
])('reads %s', (_, version, data, expected) => {
  expect(upgradeData(CATALOG_STORAGE, version, data)).toEqual({ ok: true, data: expected })
})

test.each([
  [0, { not: 'a list' }, 'ownedHeroIds'],
  [0, ['a', 3], 'ownedHeroIds.1'],
  [1, { ownedHeroIds: [] }, 'customBanner'],
])('refuses version %i data %j at %s', (version, data, path) => {
  expect(upgradeData(CATALOG_STORAGE, version, data)).toMatchObject({
    ok: false,
    problem: { code: 'invalid', path },
  })
})
