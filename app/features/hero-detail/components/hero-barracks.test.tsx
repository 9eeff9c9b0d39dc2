import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Barracks } from '#app/domain/barracks-model.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import { COLLECTION_STORAGE } from '#app/storage/collection.ts'
import { persistedStore } from '#app/storage/use-persisted-state.ts'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import { AddToBarracks } from './hero-barracks.tsx'
import { HeroFodderValue } from './hero-fodder.tsx'

const OLIVIA = 'PID_Olivia' as HeroId

function fodderSkill(id: string, name: string) {
  return {
    skill: {
      id: id as SkillId,
      name,
      category: 'passiveA' as const,
      isExclusive: false,
      restrictions: {
        moves: { kind: 'none' as const },
        weapons: { kind: 'none' as const },
      },
      version: null,
      releaseDate: null,
    },
    requiredBySource: {},
    lowestRarities: { genericSummonPool: 3 as const },
    preInheritance: {},
  }
}

// Olivia as her view holds her: Death Blow 3 from 5★, Sing at every rarity; only what the
// barracks parts read is filled in.
const view = {
  hero: { id: OLIVIA, fullName: 'Olivia: Blushing Beauty', traits: [] },
  skills: [
    { skillId: 'DB3' as SkillId, unlockRarity: 5, defaultRarity: 5 },
    { skillId: 'Sing' as SkillId, unlockRarity: 1, defaultRarity: 1 },
  ],
  fodderSkills: [fodderSkill('DB3', 'Death Blow 3'), fodderSkill('Sing', 'Sing')],
} as unknown as HeroDetailView

const store = persistedStore(COLLECTION_STORAGE)
const storeBarracks = (barracks: Barracks) => store.set((current) => ({ ...current, barracks }))

beforeEach(() => {
  storeBarracks({ entries: [], manuals: [] })
})
afterEach(() => {
  vi.restoreAllMocks()
})

test('"Add to barracks" adds one copy at the build, and says how many the barracks has', async () => {
  renderWithApp(<AddToBarracks view={view} build={{ rarity: 4, merges: 1, dragonflowers: 2 }} />)
  const status = screen.getByRole('status')
  expect(status.textContent).toBe('')
  const button = screen.getByRole('button', { name: 'Add to barracks' })
  await userEvent.click(button)
  expect(status.textContent).toBe(
    'Added Olivia: Blushing Beauty 4★ +1, dragonflowers 2. Copies of this hero in your barracks: 1.',
  )
  button.focus()
  await userEvent.keyboard('{Enter}')
  expect(status.textContent).toMatch(/Copies of this hero in your barracks: 2\.$/)
  // Identical copies are one entry.
  expect(store.getSnapshot().data.barracks.entries).toEqual([
    expect.objectContaining({ heroId: OLIVIA, rarity: 4, merges: 1, dragonflowers: 2, copies: 2 }),
  ])
  expect(screen.getByRole('link', { name: 'Open your barracks' }).getAttribute('href')).toBe(
    '/barracks',
  )
})

test('a browser that refuses to store it: added for the visit, and said', async () => {
  vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError')
  })
  renderWithApp(<AddToBarracks view={view} build={{ rarity: 5, merges: 0, dragonflowers: 0 }} />)
  await userEvent.click(screen.getByRole('button', { name: 'Add to barracks' }))
  expect(screen.getByRole('status').textContent).toMatch(
    /barracks: 1\. This browser does not store it/,
  )
})

test('the fodder tab marks the skills the copies give, need a promotion for, or keep', () => {
  storeBarracks({
    entries: [
      {
        id: 'a',
        heroId: OLIVIA,
        rarity: 4,
        merges: 0,
        dragonflowers: 0,
        copies: 2,
        role: null,
        learnedSkillIds: [],
      },
    ],
    manuals: [{ heroId: OLIVIA, rarity: 3, count: 1 }],
  })
  renderWithApp(<HeroFodderValue view={view} />)
  expect(
    screen.getByText('This hero in your barracks — copies: 2 (marked keep: 0), combat manuals: 1.'),
  ).toBeDefined()
  const rows = screen.getAllByRole('row').slice(1)
  expect(within(rows[0] as HTMLElement).getByText('Yours: promote to 5★')).toBeDefined()
  expect(within(rows[1] as HTMLElement).getByText('Yours: gives it')).toBeDefined()
})

test('a copy marked keep is marked so, and no mark without the hero', () => {
  storeBarracks({
    entries: [
      {
        id: 'a',
        heroId: OLIVIA,
        rarity: 5,
        merges: 0,
        dragonflowers: 0,
        copies: 1,
        role: 'keep',
        learnedSkillIds: [],
      },
    ],
    manuals: [],
  })
  const { unmount } = renderWithApp(<HeroFodderValue view={view} />)
  expect(screen.getAllByText('Yours: marked keep')).toHaveLength(2)
  unmount()
  storeBarracks({ entries: [], manuals: [] })
  renderWithApp(<HeroFodderValue view={view} />)
  expect(screen.queryByText(/^Yours:/)).toBeNull()
  expect(screen.queryByText(/This hero in your barracks/)).toBeNull()
})
