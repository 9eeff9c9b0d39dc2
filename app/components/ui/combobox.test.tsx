import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { Combobox } from './combobox.tsx'

type Hero = { readonly id: string; readonly name: string }

// Hríd and Alfaðör: an accent to drop and a letter with no plain form.
const HEROES: readonly Hero[] = [
  { id: 'abel', name: 'Abel: The Panther' },
  { id: 'alfador', name: 'Alfaðör: Unifier of Worlds' },
  { id: 'hrid', name: 'Hríd: Icy Blade' },
  ...Array.from({ length: 60 }, (_, index) => ({
    id: `soldier-${index}`,
    name: `Soldier ${index}`,
  })),
]

const nameOf = (hero: Hero) => hero.name
const idOf = (hero: Hero) => hero.id

function Picker({ onChange }: { onChange?: (hero: Hero | null) => void }) {
  const [value, setValue] = useState<Hero | null>(null)
  return (
    <Combobox
      label="Hero"
      options={HEROES}
      value={value}
      onChange={(hero) => {
        setValue(hero)
        onChange?.(hero)
      }}
      getOptionLabel={nameOf}
      getOptionKey={idOf}
      noMatchText="No hero matches"
    />
  )
}

test('typing lists the matches, accents aside, and Enter chooses the first', async () => {
  const user = userEvent.setup()
  renderWithApp(<Picker />)
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Hero' })
  expect(box.getAttribute('aria-expanded')).toBe('false')
  await user.type(box, 'hrid')
  expect(box.getAttribute('aria-expanded')).toBe('true')
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Hríd: Icy Blade',
  ])
  expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id)
  await user.keyboard('{Enter}')
  expect(box.value).toBe('Hríd: Icy Blade')
  expect(box.getAttribute('aria-expanded')).toBe('false')
})

test('arrows, Home and End move the highlight; Escape closes, then drops the typing', async () => {
  const user = userEvent.setup()
  renderWithApp(<Picker />)
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Hero' })
  await user.type(box, 'a')
  const active = () =>
    document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent
  expect(active()).toBe('Abel: The Panther')
  await user.keyboard('{ArrowDown}')
  expect(active()).toBe('Alfaðör: Unifier of Worlds')
  expect(screen.getByRole('option', { selected: true }).textContent).toBe(
    'Alfaðör: Unifier of Worlds',
  )
  await user.keyboard('{ArrowUp}{ArrowUp}')
  expect(active()).toBe('Hríd: Icy Blade')
  await user.keyboard('{Home}')
  expect(active()).toBe('Abel: The Panther')
  await user.keyboard('{End}')
  expect(active()).toBe('Hríd: Icy Blade')
  await user.keyboard('{Escape}')
  expect(box.getAttribute('aria-expanded')).toBe('false')
  expect(box.value).toBe('a')
  await user.keyboard('{Escape}')
  expect(box.value).toBe('')
})

test('only the first 50 matches are drawn, with a hint to keep typing', async () => {
  const user = userEvent.setup()
  renderWithApp(<Picker />)
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Hero' })
  await user.type(box, 'soldier')
  expect(screen.getAllByRole('option')).toHaveLength(50)
  expect(screen.getByText(/keep typing/)).toBeDefined()
  await user.type(box, ' 5')
  expect(screen.getAllByRole('option')).toHaveLength(11)
  expect(screen.queryByText(/keep typing/)).toBeNull()
  await user.type(box, 'x')
  expect(screen.queryAllByRole('option')).toHaveLength(0)
  // Shown under the box, and said by the status line.
  expect(screen.getByText('No hero matches', { selector: 'p' })).toBeDefined()
})

test('a click chooses; emptying the box or the clear button clears the choice', async () => {
  const user = userEvent.setup()
  const changes: (string | null)[] = []
  renderWithApp(<Picker onChange={(hero) => changes.push(hero?.id ?? null)} />)
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Hero' })
  await user.click(box)
  await user.click(screen.getByRole('option', { name: 'Abel: The Panther' }))
  expect(box.value).toBe('Abel: The Panther')
  // Opened again, the list highlights the chosen option.
  await user.click(box)
  const abel = screen.getByRole('option', { name: 'Abel: The Panther' })
  expect(abel.getAttribute('aria-selected')).toBe('true')
  await user.clear(box)
  expect(box.value).toBe('')
  await user.click(screen.getByRole('option', { name: 'Hríd: Icy Blade' }))
  await user.click(screen.getByRole('button', { name: 'Clear Hero' }))
  expect(box.value).toBe('')
  expect(changes).toEqual(['abel', null, 'hrid', null])
})

test('Tab leaves without choosing, and what was typed goes back to the choice', async () => {
  const user = userEvent.setup()
  const changes: (string | null)[] = []
  renderWithApp(<Picker onChange={(hero) => changes.push(hero?.id ?? null)} />)
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Hero' })
  await user.type(box, 'abe')
  await user.tab()
  expect(document.activeElement).not.toBe(box)
  expect(box.value).toBe('')
  expect(box.getAttribute('aria-expanded')).toBe('false')
  expect(changes).toEqual([])
})

test('a whole name typed before the options arrive is chosen when they do', async () => {
  const user = userEvent.setup()
  const changes: (string | null)[] = []
  // The options' fetch, answered when the test says (set on the first focus).
  let deliver: (() => void) | null = null
  function LatePicker() {
    const [options, setOptions] = useState<readonly Hero[]>([])
    return (
      <Combobox
        label="Hero"
        options={options}
        value={null}
        onChange={(hero) => changes.push(hero?.id ?? null)}
        getOptionLabel={nameOf}
        getOptionKey={idOf}
        picksExactText
        noMatchText="No hero matches"
        onFocus={() => {
          deliver = () => setOptions(HEROES)
        }}
      />
    )
  }
  renderWithApp(<LatePicker />)
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Hero' })
  await user.type(box, 'Hríd: Icy Blade')
  expect(changes).toEqual([])
  act(() => deliver?.())
  expect(changes).toEqual(['hrid'])
  expect(box.value).toBe('')
})

test('Enter during an IME composition does not choose: it confirms the composed text', async () => {
  renderWithApp(<Picker />)
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Hero' })
  await userEvent.type(box, 'abel')
  expect(box.getAttribute('aria-expanded')).toBe('true')
  // The Enter that ends a composition (Japanese, Chinese, Korean input) reaches the page too.
  fireEvent.keyDown(box, { key: 'Enter', isComposing: true })
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 })
  expect(box.value).toBe('abel')
  expect(box.getAttribute('aria-expanded')).toBe('true')
  fireEvent.keyDown(box, { key: 'Enter' })
  expect(box.value).toBe('Abel: The Panther')
})

test('screen readers hear how many options match, and that none does', async () => {
  const user = userEvent.setup()
  renderWithApp(<Picker />)
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Hero' })
  // The live region is there before anything changes, or screen readers would miss the first news.
  const status = screen.getByRole('status')
  expect(status.textContent).toBe('')
  await user.type(box, 'a')
  expect(status.textContent).toBe('Matches: 3')
  await user.type(box, 'zzz')
  expect(status.textContent).toBe('No hero matches')
  await user.keyboard('{Escape}')
  expect(status.textContent).toBe('')
})
