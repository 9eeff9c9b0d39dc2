import { expect, inject, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { linkWhatsNewEntry } from '#app/payloads/whats-new.ts'
import { loadDataset } from './dataset.server.ts'
import { findHero, findSkill, findSlugLocation, readSlugLookup } from './slugs.server.ts'

const dataDirectory = inject('fixtureDataDirectory')
const dataset = await loadDataset({ dataDirectory, fallbackDirectory: dataDirectory })
const abel = { id: 'PID_アベル', slug: 'abel-the-panther' }
const distantCounter = { id: 'SID_遠距離反撃', slug: 'distant-counter' }

test.each([
  { name: 'a slug', key: 'abel-the-panther', expected: abel },
  { name: 'an id, as links were before', key: 'PID_アベル', expected: abel },
  { name: 'an unknown name', key: 'abel-the-lion', expected: null },
  { name: "a skill's slug is not a hero's", key: 'distant-counter', expected: null },
  { name: 'never a prototype key', key: 'constructor', expected: null },
])('findHero: $name', ({ key, expected }) => {
  expect(findHero(dataset, key)).toEqual(expected)
})

test.each([
  { name: 'a slug', key: 'distant-counter', expected: distantCounter },
  { name: 'an id', key: 'SID_遠距離反撃', expected: distantCounter },
  {
    name: 'a refine, by its kind',
    key: 'folkvangr-refine-2',
    expected: { id: 'SID_フォルクヴァング_強', slug: 'folkvangr-refine-2' },
  },
  {
    name: 'a seal apart from its passive',
    key: 'hp-plus-5-seal',
    expected: { id: 'SID_HP_seal', slug: 'hp-plus-5-seal' },
  },
  { name: 'an unknown name', key: 'SID_NOPE', expected: null },
])('findSkill: $name', ({ key, expected }) => {
  expect(findSkill(dataset, key)).toEqual(expected)
})

const encoded = (text: string) => encodeURIComponent(text)

test.each([
  {
    name: "a hero's id: the slug in its place, the other parameters kept in order",
    url: `/units?q=abel&unit=${encoded('PID_アベル')}&unit-merges=10`,
    expected: '/units?q=abel&unit=abel-the-panther&unit-merges=10',
  },
  {
    name: "a skill's id",
    url: `/skills?skill=${encoded('SID_遠距離反撃')}`,
    expected: '/skills?skill=distant-counter',
  },
  {
    name: 'both at once',
    url: `/?unit=${encoded('PID_アベル')}&skill=${encoded('SID_遠距離反撃')}`,
    expected: '/?unit=abel-the-panther&skill=distant-counter',
  },
  { name: 'slugs already: nothing to do', url: '/units?unit=abel-the-panther', expected: null },
  { name: 'an unknown id: the view says so', url: '/units?unit=PID_NOBODY', expected: null },
  { name: 'no hero or skill', url: '/units?q=abel', expected: null },
  {
    name: "React Router's data request for the page: answered as it is",
    url: `/units.data?q=abel&unit=${encoded('PID_アベル')}&_routes=routes%2Funits`,
    expected: null,
  },
])('findSlugLocation: $name', ({ url, expected }) => {
  expect(findSlugLocation(dataset, new URL(url, 'https://hero-peeler.test'))).toBe(expected)
})

test('the history, which keeps ids, is shown with today’s slugs; a name gone keeps its id', () => {
  const linked = linkWhatsNewEntry(
    {
      date: '2026-08-21',
      syncedAt: '2026-08-21T06:00:00.000Z',
      changes: {
        heroesAdded: [{ id: 'PID_アベル' as HeroId, name: 'Abel: The Panther' }],
        skillsAdded: [],
        skillsChanged: [
          {
            id: 'SID_遠距離反撃' as SkillId,
            name: 'Distant Counter',
            slot: 'passiveA',
            changes: [],
          },
        ],
        bannersAdded: [{ name: 'Gone', focusHeroes: [{ id: 'PID_GONE' as HeroId, name: 'Gone' }] }],
      },
    },
    readSlugLookup(dataset),
  )
  expect(linked.changes.heroesAdded[0]?.slug).toBe('abel-the-panther')
  expect(linked.changes.skillsChanged[0]?.slug).toBe('distant-counter')
  expect(linked.changes.bannersAdded[0]?.focusHeroes[0]?.slug).toBe('PID_GONE')
})
