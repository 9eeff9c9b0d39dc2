import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, inject, test, vi } from 'vitest'
import { decodeHeroRows } from '#app/payloads/dataset-payloads.ts'
import { readBuiltPayloads } from '../../../../test/built-payloads.ts'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import { type BarracksHeroes, createBarracksHeroes } from '../barracks-heroes.ts'
import { PastePanel } from './paste-panel.tsx'

const payloads = await readBuiltPayloads(inject('fixtureDataDirectory'))
const heroes = createBarracksHeroes(decodeHeroRows(await payloads.read('heroes')), {})
const hero = heroes.rows[0]
if (!hero) throw new Error('The fixture has no heroes')

/** The panel with the names held until the test's own button lets them arrive. */
function Harness({ onNeedHeroes }: { onNeedHeroes: () => void }) {
  const [arrived, setArrived] = useState<BarracksHeroes | null>(null)
  return (
    <>
      <PastePanel
        heroes={arrived}
        onNeedHeroes={onNeedHeroes}
        isLoadingHeroes={arrived === null}
        onAdd={vi.fn()}
      />
      <button type="button" onClick={() => setArrived(heroes)}>
        Names arrive
      </button>
    </>
  )
}

test('read before the heroes’ names came: asks for them, says so, and reads once they come', async () => {
  const user = userEvent.setup()
  const onNeedHeroes = vi.fn()
  renderWithApp(<Harness onNeedHeroes={onNeedHeroes} />)
  await user.type(screen.getByLabelText('Your heroes, one a line'), `${hero.name}: ${hero.title}`)
  onNeedHeroes.mockClear()
  // The box's focus asked already; Read asks again (that focus may have come before hydration).
  await user.click(screen.getByRole('button', { name: 'Read the list' }))
  expect(onNeedHeroes).toHaveBeenCalledOnce()
  expect(screen.getByRole('status').textContent).toBe(
    'The list is read as soon as the heroes’ names arrive.',
  )
  await user.click(screen.getByRole('button', { name: 'Names arrive' }))
  expect(await screen.findByText(/^1 lines? read: 1 found/)).toBeTruthy()
})
