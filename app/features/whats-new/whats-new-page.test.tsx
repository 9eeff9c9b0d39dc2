import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { LinkedWhatsNewEntry } from '#app/payloads/whats-new.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { WhatsNewPage } from './whats-new-page.tsx'

const DAY: LinkedWhatsNewEntry = {
  date: '2026-08-21',
  syncedAt: '2026-08-21T06:00:00.000Z',
  changes: {
    heroesAdded: [
      {
        id: 'PID_フレッシュ' as HeroId,
        slug: 'fresca-newly-arrived',
        name: 'Fresca: Newly Arrived',
      },
    ],
    skillsAdded: [
      {
        id: 'SSID_攻撃1' as SkillId,
        slug: 'attack-plus-1-seal',
        name: 'Attack +1',
        slot: 'sacredSeal',
      },
    ],
    skillsChanged: [
      {
        id: 'SID_鉄の剣' as SkillId,
        slug: 'iron-sword',
        name: 'Iron Sword',
        slot: 'weapon',
        changes: [
          { field: 'sp', before: 50, after: 60 },
          { field: 'cooldown', before: null, after: 2 },
          { field: 'restrictions' },
        ],
      },
    ],
    bannersAdded: [],
  },
}

test('a day lists its new heroes and skills and what changed, each opening its view', () => {
  renderWithApp(<WhatsNewPage page={{ days: [DAY], page: 1, pageCount: 1 }} />, {
    path: '/misc/whats-new',
  })
  const day = screen.getByRole('region', { name: 'Changes seen on 2026-08-21' })
  expect(
    within(day).getByText('New heroes: 1 · New skills: 1 · Changed skills: 1 · New banners: 0'),
  ).toBeTruthy()
  expect(
    within(day).getByRole('link', { name: 'Fresca: Newly Arrived' }).getAttribute('href'),
  ).toBe('/misc/whats-new?unit=fresca-newly-arrived')
  expect(within(day).getByRole('link', { name: 'Iron Sword' }).getAttribute('href')).toBe(
    '/misc/whats-new?skill=iron-sword',
  )
  expect(
    within(day).getByText('SP 50 → 60; Cooldown none → 2; who may use it changed'),
  ).toBeTruthy()
  expect(within(day).getByText('Sacred seal')).toBeTruthy()
  // A kind of change the day does not have gets no heading.
  expect(within(day).queryByRole('heading', { name: /New banners/ })).toBeNull()
})

test('with nothing recorded the page says how changes come; the feed and status are linked', () => {
  renderWithApp(<WhatsNewPage page={{ days: [], page: 1, pageCount: 1 }} />, {
    path: '/misc/whats-new',
  })
  expect(screen.getByText(/Nothing recorded yet/)).toBeTruthy()
  expect(
    screen
      .getByRole('link', { name: 'Follow these changes in a feed reader (Atom)' })
      .getAttribute('href'),
  ).toBe('/misc/whats-new.atom')
  expect(screen.queryByRole('navigation', { name: 'Pages of changes' })).toBeNull()
})

test('older and newer days are on pages of their own, each a link', () => {
  renderWithApp(<WhatsNewPage page={{ days: [DAY], page: 2, pageCount: 3 }} />, {
    path: '/misc/whats-new?page=2&unit=abel-the-panther',
  })
  const pages = screen.getByRole('navigation', { name: 'Pages of changes' })
  expect(within(pages).getByText('Page 2 of 3')).toBeTruthy()
  expect(within(pages).getByRole('link', { name: 'Newer changes' }).getAttribute('href')).toBe(
    '/misc/whats-new',
  )
  expect(within(pages).getByRole('link', { name: 'Older changes' }).getAttribute('href')).toBe(
    '/misc/whats-new?page=3',
  )
})
