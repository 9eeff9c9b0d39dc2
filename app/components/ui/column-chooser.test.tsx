import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { ColumnChooser } from './column-chooser.tsx'

const COLUMNS = ['name', 'hp', 'atk'] as const
type Column = (typeof COLUMNS)[number]

function Chooser() {
  const [shown, setShown] = useState<readonly Column[]>(['atk', 'name'])
  return (
    <>
      <ColumnChooser
        label="Columns"
        menuLabel="Columns to show"
        columns={COLUMNS}
        shown={shown}
        labelOf={(column) => column.toUpperCase()}
        onChange={setShown}
      />
      <output>{shown.join(' ')}</output>
    </>
  )
}

test('the menu loads on the first open, says what is shown, and keeps the table order', {
  timeout: 30_000,
}, async () => {
  renderWithApp(<Chooser />)
  const button = screen.getByRole('button', { name: 'Columns' })
  expect(button.getAttribute('aria-expanded')).toBe('false')
  await userEvent.click(button)
  const menu = await screen.findByRole(
    'menu',
    { name: 'Columns to show' },
    // The menu's code loads on the first open: slow on a busy machine.
    { timeout: 5000 },
  )
  expect(button.getAttribute('aria-expanded')).toBe('true')
  const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '')
  expect(controlled?.contains(menu)).toBe(true)
  expect(screen.getByRole('menuitemcheckbox', { name: 'HP' }).getAttribute('aria-checked')).toBe(
    'false',
  )
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'HP' }))
  // The open menu hides the rest of the page from assistive technology.
  expect(screen.getByRole('status', { hidden: true }).textContent).toBe('name hp atk')
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'NAME' }))
  expect(screen.getByRole('status', { hidden: true }).textContent).toBe('hp atk')
})
