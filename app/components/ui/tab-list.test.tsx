import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { TabList } from './tab-list.tsx'

const SLOTS = ['weapon', 'assist', 'special'] as const
type Slot = (typeof SLOTS)[number]

function Slots({ hasScrollButtons = false }: { hasScrollButtons?: boolean }) {
  const [slot, setSlot] = useState<Slot>('assist')
  return (
    <TabList
      label="Slots"
      value={slot}
      options={SLOTS.map((value) => ({ value, label: value.toUpperCase() }))}
      onChange={setSlot}
      hasScrollButtons={hasScrollButtons}
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

test('with scroll buttons, an overflowing list gets arrows kept from the tab order and screen readers', async () => {
  // happy-dom lays nothing out: the list reports a width twice its box.
  const sizes = { scrollWidth: 600, clientWidth: 300 }
  const saved = Object.entries(sizes).map(
    ([name]) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  )
  for (const [name, width] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'tablist' ? width : 0
      },
    })
  }
  try {
    renderWithApp(<Slots hasScrollButtons />)
    expect(screen.getAllByRole('tab')).toHaveLength(3)
    // No name and no role for assistive technology: the tabs are reached by the arrow keys.
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    const arrows = screen.getAllByRole('button', { hidden: true })
    expect(arrows).toHaveLength(2)
    expect(arrows.map((arrow) => arrow.tabIndex)).toEqual([-1, -1])
    // At the start: only the end arrow scrolls.
    expect(arrows.map((arrow) => (arrow as HTMLButtonElement).disabled)).toEqual([true, false])
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor)
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
    }
  }
})
