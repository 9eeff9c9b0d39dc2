import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, expect, test } from 'vitest'
import type { Barracks } from '#app/domain/barracks-model.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { indexPeelerData, type PeelerHero, type PeelerSkill } from '#app/domain/peeler.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { COLLECTION_STORAGE } from '#app/storage/collection.ts'
import { persistedStore } from '#app/storage/use-persisted-state.ts'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import { BarracksSwitch } from './barracks-switch.tsx'
import { OwnedFodderSection } from './owned-fodder.tsx'

function hero(id: string, fullName: string): PeelerHero {
  return {
    id: id as HeroId,
    slug: id.toLowerCase(),
    fullName,
    abbreviatedName: fullName,
    title: 'Test',
    weaponType: 'redSword',
    moveType: 'infantry',
    traits: [],
    lowestRarities: { genericSummonPool: 3 },
    divineCodes: { normal: [], limited: [] },
  }
}
function skill(id: string, name: string, downgradeIds: string[] = []): PeelerSkill {
  return {
    id: id as SkillId,
    slug: id.toLowerCase(),
    name,
    category: 'passiveA',
    isExclusive: false,
    restrictions: null,
    downgradeIds: downgradeIds as SkillId[],
    upgradeIds: [],
  }
}

// Death Blow 2 and 3; Chrom has the 3 at 5★, Olivia the 2 at 4★ and the 3 at 5★.
const deathBlow3 = skill('DB3', 'Death Blow 3', ['DB2'])
const data = indexPeelerData(
  [hero('Chrom', 'Chrom: Exalted Prince'), hero('Olivia', 'Olivia: Blushing Beauty')],
  [skill('DB2', 'Death Blow 2'), deathBlow3],
  [
    { heroId: 'Chrom' as HeroId, skillId: 'DB3' as SkillId, unlockRarity: 5 },
    { heroId: 'Olivia' as HeroId, skillId: 'DB2' as SkillId, unlockRarity: 4 },
    { heroId: 'Olivia' as HeroId, skillId: 'DB3' as SkillId, unlockRarity: 5 },
  ],
)

const entry = (id: string, heroId: string, rarity: 1 | 2 | 3 | 4 | 5, role: 'keep' | null) => ({
  id,
  heroId: heroId as HeroId,
  rarity,
  merges: 0,
  dragonflowers: 0,
  copies: 1,
  role,
  learnedSkillIds: [],
})

function storeBarracks(barracks: Barracks) {
  persistedStore(COLLECTION_STORAGE).set((current) => ({ ...current, barracks }))
}

beforeEach(() => {
  storeBarracks({ entries: [], manuals: [] })
})

function SwitchOnPage() {
  const [isOn, setIsOn] = useState(false)
  return <BarracksSwitch isOn={isOn} onChange={setIsOn} />
}

test('the switch works by keyboard; on, an empty barracks is said with the way to fill it', async () => {
  renderWithApp(<SwitchOnPage />)
  const barracksSwitch = screen.getByRole('switch', { name: 'My barracks' })
  expect(barracksSwitch).toHaveProperty('checked', false)
  expect(barracksSwitch.getAttribute('aria-describedby')).toBeTruthy()
  barracksSwitch.focus()
  await userEvent.keyboard(' ')
  expect(barracksSwitch).toHaveProperty('checked', true)
  const link = await screen.findByRole('link', { name: /Add your heroes and manuals/ })
  expect(link.getAttribute('href')).toBe('/barracks')
  expect(screen.getByText(/Your barracks is empty/)).toBeDefined()
})

test('a picked skill lists the copies that give it now, after a promotion, and kept apart', () => {
  storeBarracks({
    entries: [
      entry('a', 'Chrom', 5, null),
      entry('b', 'Olivia', 2, null),
      entry('c', 'Olivia', 5, 'keep'),
    ],
    manuals: [{ heroId: 'Olivia' as HeroId, rarity: 4, count: 2 }],
  })
  renderWithApp(<OwnedFodderSection data={data} skill={deathBlow3} />)
  const now = screen.getByRole('list', { name: 'Can give it now (2)' })
  expect(
    within(now)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Chrom: Exalted Prince 5★',
    'Olivia: Blushing Beauty 4★ · ×2 · Combat manual gives Death Blow 2, a lower tier',
  ])
  const promoted = screen.getByRole('list', { name: 'After a promotion (1)' })
  expect(within(promoted).getByRole('listitem').textContent).toBe(
    'Olivia: Blushing Beauty 2★ Promote to 5★ for Death Blow 3',
  )
  const kept = screen.getByRole('list', { name: 'Marked keep, not offered (1)' })
  expect(within(kept).getByRole('link').textContent).toBe('Olivia: Blushing Beauty')
})

test('a barracks without the skill says so', () => {
  storeBarracks({ entries: [entry('a', 'Nobody', 5, null)], manuals: [] })
  renderWithApp(<OwnedFodderSection data={data} skill={deathBlow3} />)
  expect(
    screen.getByText('None of your heroes or manuals gives Death Blow 3 or a lower tier.'),
  ).toBeDefined()
  expect(screen.queryByRole('list')).toBeNull()
})
