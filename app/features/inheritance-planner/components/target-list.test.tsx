import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import type { Barracks } from '#app/domain/barracks-model.ts'
import { foldText } from '#app/domain/search.ts'
import { buildPlanData, copyOf } from '../../../../test/inheritance-plan-fixture.ts'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import { bindWantRules, type PlannerPayload } from '../planner-payload-decode.ts'
import { PLANNER_SEARCH_DEFAULTS, type PlannerSearch } from '../planner-search.ts'
import { TargetList } from './target-list.tsx'

// Ike (sword, infantry) in the barracks; Lyn to get. A sword, a bow and a flier-only A skill
// tell what Ike may inherit.
const data = buildPlanData(
  {
    ike: { kit: { sword: 1 } },
    lyn: { weaponType: 'redBow', kit: { bow: 1, db1: 1, flier: 1 } },
  },
  {
    db1: {},
    flier: {
      restrictions: { moves: { kind: 'canUse', moveTypes: ['flying'] }, weapons: { kind: 'none' } },
    },
    sword: {
      category: 'weapon',
      restrictions: {
        moves: { kind: 'none' },
        weapons: { kind: 'canUse', weapons: [{ kind: 'weaponType', weaponType: 'redSword' }] },
      },
    },
    bow: {
      category: 'weapon',
      restrictions: {
        moves: { kind: 'none' },
        weapons: { kind: 'canUse', weapons: [{ kind: 'weaponType', weaponType: 'redBow' }] },
      },
    },
  },
)
const heroes = [...data.heroesById.values()]
const payload: PlannerPayload = {
  data,
  heroes,
  heroTexts: new Map(heroes.map((hero) => [hero.id, foldText(hero.fullName)])),
  skillTexts: new Map(
    [...data.skillsById.values()].map((skill) => [skill.id, foldText(skill.name)]),
  ),
  numberById: new Map(),
  heroByNumber: new Map(),
  ...bindWantRules(data),
}
const barracks: Barracks = { entries: [copyOf('ike', { rarity: 4, merges: 2 })], manuals: [] }

let latest: PlannerSearch = PLANNER_SEARCH_DEFAULTS
function Harness({ initial = PLANNER_SEARCH_DEFAULTS }: { initial?: PlannerSearch }) {
  const [search, setSearch] = useState(initial)
  latest = search
  return (
    <TargetList
      payload={payload}
      dataDemand={null}
      barracks={barracks}
      targets={search.targets}
      pendingWants={search.pendingWants}
      notes={[]}
      onChange={(change) => setSearch(change)}
    />
  )
}

test('a hero from the barracks is its copy; wants are offered only among what it may inherit', async () => {
  const user = userEvent.setup()
  renderWithApp(<Harness />)
  expect(screen.getByText(/No hero yet/)).toBeTruthy()
  await user.type(screen.getByRole('combobox', { name: 'Add a hero to teach' }), 'ike')
  await user.click(screen.getByRole('option', { name: /^ike: Test/ }))
  const card = screen.getByRole('listitem', { name: 'ike: Test' })
  expect((within(card).getByLabelText('Which copy') as HTMLSelectElement).value).toBe('b')
  expect(within(card).getByRole('option', { name: 'Your copy: 4★ +2' })).toBeTruthy()

  await user.click(within(card).getByRole('combobox', { name: 'Weapon' }))
  expect(
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['sword'])
  await user.click(screen.getByRole('option', { name: 'sword' }))
  await user.click(within(card).getByRole('combobox', { name: 'A skill' }))
  // Not the flier-only skill.
  expect(
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['db1'])
  await user.click(screen.getByRole('option', { name: 'db1' }))
  expect(latest.targets).toEqual([
    { heroId: 'ike', rarity: 5, isOwned: true, wants: ['sword', 'db1'] },
  ])
  // Taught once: Ike is no longer offered.
  await user.type(screen.getByRole('combobox', { name: 'Add a hero to teach' }), 'test')
  const offered = within(screen.getByRole('listbox')).getAllByRole('option')
  expect(offered.map((option) => option.textContent)).toEqual(['lyn: Test'])
})

test('a hero not in the barracks is one to get, at a rarity; removing it empties the list', async () => {
  const user = userEvent.setup()
  renderWithApp(<Harness />)
  await user.type(screen.getByRole('combobox', { name: 'Add a hero to teach' }), 'lyn')
  await user.click(screen.getByRole('option', { name: /^lyn: Test/ }))
  const card = screen.getByRole('listitem', { name: 'lyn: Test' })
  expect((within(card).getByLabelText('Which copy') as HTMLSelectElement).value).toBe('g')
  await user.selectOptions(within(card).getByLabelText('Rarity of the one to get'), '4')
  expect(latest.targets[0]).toMatchObject({ heroId: 'lyn', rarity: 4, isOwned: false })
  await user.click(within(card).getByRole('button', { name: 'Remove lyn: Test' }))
  expect(latest.targets).toEqual([])
})

test('skills a link brought go to the next hero added, those it may learn; the rest is said', async () => {
  const user = userEvent.setup()
  renderWithApp(
    <Harness
      initial={{ ...PLANNER_SEARCH_DEFAULTS, pendingWants: ['bow', 'db1', 'flier'] as never[] }}
    />,
  )
  expect(screen.getByRole('note').textContent).toContain(
    'Skills brought by a link: bow, db1, flier.',
  )
  await user.type(screen.getByRole('combobox', { name: 'Add a hero to teach' }), 'ike')
  await user.click(screen.getByRole('option', { name: /^ike: Test/ }))
  expect(latest.targets).toEqual([{ heroId: 'ike', rarity: 5, isOwned: true, wants: ['db1'] }])
  expect(latest.pendingWants).toEqual([])
  expect(screen.getByText('ike: Test cannot be taught bow, flier: left out.')).toBeTruthy()
  expect(screen.queryByRole('note')).toBeNull()
})

test('skills a link brought can be dropped', async () => {
  const user = userEvent.setup()
  renderWithApp(
    <Harness initial={{ ...PLANNER_SEARCH_DEFAULTS, pendingWants: ['db1'] as never[] }} />,
  )
  await user.click(screen.getByRole('button', { name: 'Drop them' }))
  expect(latest.pendingWants).toEqual([])
  expect(screen.queryByRole('note')).toBeNull()
})
