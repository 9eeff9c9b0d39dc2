import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { TabList } from './tab-list.tsx'

const SLOTS = ['weapon', 'assist', 'special'] as const
type Slot = (typeof SLOTS)[number]

function Slots() {
  const [slot, setSlot] = useState<Slot>('assist')
  return (
    <TabList
      label="Slots"
      value={slot}
      options={SLOTS.map((value) => ({ value, label: value.toUpperCase() }))}
      onChange={setSlot}
    />
  )
}

test('one tab is selected and in the tab order; a click chooses another', async () => {
  renderWithApp(<Slots />)
  const list = screen.getByRole('tablist', { name: 'Slots' })
  expect(list).toBeTruthy()
  const assist = screen.getByRole('tab', { name: 'ASSIST' })
  expect(assist.getAttribute('aria-selected')).toBe('true')
  expect(assist.tabIndex).toBe(0)
  expect(screen.getByRole('tab', { name: 'WEAPON' }).tabIndex).toBe(-1)
  await userEvent.click(screen.getByRole('tab', { name: 'SPECIAL' }))
  expect(screen.getByRole('tab', { name: 'SPECIAL' }).getAttribute('aria-selected')).toBe('true')
  expect(assist.getAttribute('aria-selected')).toBe('false')
})

test('arrows wrap, Home and End jump, and focus follows the chosen tab', async () => {
  renderWithApp(<Slots />)
  await userEvent.click(screen.getByRole('tab', { name: 'ASSIST' }))
  await userEvent.keyboard('{ArrowRight}')
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SPECIAL' }))
  await userEvent.keyboard('{ArrowRight}')
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'WEAPON' }))
  expect(screen.getByRole('tab', { name: 'WEAPON' }).getAttribute('aria-selected')).toBe('true')
  await userEvent.keyboard('{ArrowLeft}')
  expect(screen.getByRole('tab', { name: 'SPECIAL' }).getAttribute('aria-selected')).toBe('true')
  await userEvent.keyboard('{Home}')
  expect(screen.getByRole('tab', { name: 'WEAPON' }).getAttribute('aria-selected')).toBe('true')
  await userEvent.keyboard('{End}')
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SPECIAL' }))
})
