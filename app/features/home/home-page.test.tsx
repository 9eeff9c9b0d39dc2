import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { HomePage, type HomeSummary } from './home-page.tsx'

const SUMMARY: HomeSummary = {
  dataDate: '2026-08-15',
  counts: { heroes: 32, skills: 120 },
  newestHeroes: [],
  newestSkills: [],
  latestChanges: {
    date: '2026-08-21',
    counts: { heroes: 1, skills: 0, changed: 1, banners: 0 },
    heroes: [
      {
        id: 'PID_フレッシュ' as HeroId,
        slug: 'fresca-newly-arrived',
        name: 'Fresca: Newly Arrived',
      },
    ],
    skills: [
      { id: 'SID_鉄の剣' as SkillId, slug: 'iron-sword', name: 'Iron Sword', slot: 'weapon' },
    ],
  },
  searchUrl: '/payloads/search.0000000000000000.json',
}

test('the latest day of changes: its counts, each name opening its view, the way to all', () => {
  renderWithApp(<HomePage summary={SUMMARY} />, { path: '/' })
  const latest = screen.getByRole('region', { name: "What's new" })
  expect(
    within(latest).getByText(
      'Changes seen on 2026-08-21 · New heroes: 1 · New skills: 0 · Changed skills: 1 · New banners: 0',
    ),
  ).toBeTruthy()
  expect(
    within(latest).getByRole('link', { name: 'Fresca: Newly Arrived' }).getAttribute('href'),
  ).toBe('/?unit=fresca-newly-arrived')
  expect(within(latest).getByRole('link', { name: 'Iron Sword' }).getAttribute('href')).toBe(
    '/?skill=iron-sword',
  )
  expect(
    within(latest).getByRole('link', { name: 'Every change, day by day' }).getAttribute('href'),
  ).toBe('/misc/whats-new')
})

test('before a second sync there is nothing to compare: no section', () => {
  renderWithApp(<HomePage summary={{ ...SUMMARY, latestChanges: null }} />, { path: '/' })
  expect(screen.queryByRole('region', { name: "What's new" })).toBeNull()
})
