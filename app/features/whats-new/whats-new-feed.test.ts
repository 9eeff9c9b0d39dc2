// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { translate } from '#app/i18n/messages.ts'
import english from '#app/locales/en.json'
import type { LinkedWhatsNewEntry } from '#app/payloads/whats-new.ts'
import { writeWhatsNewFeed } from './whats-new-feed.ts'

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate(english, key, params)

const DAY: LinkedWhatsNewEntry = {
  date: '2026-08-21',
  syncedAt: '2026-08-21T06:00:00.000Z',
  changes: {
    heroesAdded: [
      {
        id: 'PID_フレッシュ' as HeroId,
        slug: 'fresca-newly-and-arrived',
        name: 'Fresca: <Newly> & Arrived',
      },
    ],
    skillsAdded: [],
    skillsChanged: [
      {
        id: 'SID_鉄の剣' as SkillId,
        slug: 'iron-sword',
        name: 'Iron Sword',
        slot: 'weapon',
        changes: [{ field: 'sp', before: 50, after: 60 }, { field: 'description' }],
      },
    ],
    bannersAdded: [{ name: 'New \u0001Heroes', focusHeroes: [] }],
  },
}

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  return document
}

test('the feed is Atom: its id, title, links, date and author, then one entry per day', () => {
  const xml = writeWhatsNewFeed({
    origin: 'https://hero-peeler.test',
    entries: [DAY, { ...DAY, date: '2026-08-14', syncedAt: '2026-08-14T06:00:00.000Z' }],
    updated: DAY.syncedAt,
    t,
  })
  const feed = parse(xml).documentElement
  expect(feed.nodeName).toBe('feed')
  expect(feed.namespaceURI).toBe('http://www.w3.org/2005/Atom')
  const child = (parent: Element, name: string) =>
    [...parent.children].filter((element) => element.nodeName === name)
  expect(child(feed, 'id')[0]?.textContent).toBe('https://hero-peeler.test/misc/whats-new')
  expect(child(feed, 'updated')[0]?.textContent).toBe('2026-08-21T06:00:00.000Z')
  expect(child(feed, 'link').map((link) => link.getAttribute('rel'))).toEqual(['self', 'alternate'])
  expect(child(feed, 'author')).toHaveLength(1)
  const entries = child(feed, 'entry')
  expect(entries.map((entry) => child(entry, 'title')[0]?.textContent)).toEqual([
    "What's new on 2026-08-21",
    "What's new on 2026-08-14",
  ])
  expect(child(entries[0] as Element, 'id')[0]?.textContent).toBe(
    'https://hero-peeler.test/misc/whats-new#day-2026-08-21',
  )
})

test("an entry's content links each hero and skill, its text escaped", () => {
  const xml = writeWhatsNewFeed({
    origin: 'https://hero-peeler.test',
    entries: [DAY],
    updated: DAY.syncedAt,
    t,
  })
  const content = parse(xml).getElementsByTagName('content')[0]
  expect(content?.getAttribute('type')).toBe('html')
  const html = content?.textContent ?? ''
  expect(html).toContain(
    '<a href="https://hero-peeler.test/misc/whats-new?unit=fresca-newly-and-arrived">Fresca: &lt;Newly&gt; &amp; Arrived</a>',
  )
  expect(html).toContain(
    '<a href="https://hero-peeler.test/misc/whats-new?skill=iron-sword">Iron Sword</a>',
  )
  expect(html).toContain('Iron Sword</a>: SP 50 → 60; description changed')
  expect(html).toContain('New Heroes')
})

test('with no day recorded the feed is still valid, with no entry', () => {
  const feed = parse(
    writeWhatsNewFeed({ origin: 'https://x.test', entries: [], updated: DAY.syncedAt, t }),
  )
  expect(feed.getElementsByTagName('entry')).toHaveLength(0)
})
