import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { beforeEach, expect, test } from 'vitest'
import { type PersistedDefinition, storageKeys } from '#app/storage/browser-saves.ts'
import { persistedStore, usePersistedState } from '#app/storage/use-persisted-state.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { SavesToolbar } from './saves-toolbar.tsx'

const COUNTER: PersistedDefinition<{ readonly count: number }> = {
  name: 'counter-test',
  version: 1,
  schema: v.object({ count: v.number() }),
  initial: { count: 0 },
  migrations: {},
}
const KEYS = storageKeys('counter-test')
// A closing dialog hides the page from assistive technology until its transition ends.
const CLOSED = { timeout: 5000 }
// The dialogs' code loads on the first open: slow on a busy machine.
const LOADED = { timeout: 5000 }

function Counter() {
  const { data, set } = usePersistedState(COUNTER)
  return (
    <div>
      <button type="button" onClick={() => set((current) => ({ count: current.count + 1 }))}>
        count {data.count}
      </button>
      <SavesToolbar definition={COUNTER} />
    </div>
  )
}

beforeEach(() => {
  window.localStorage.clear()
  // The store outlives a test: tell it that the storage was emptied under it.
  persistedStore(COUNTER).onStorageKey(null)
})

test('shows the browser-only notice until it is dismissed, once', async () => {
  renderWithApp(<Counter />)
  expect(screen.getByText(/kept in this browser only/)).toBeDefined()
  await userEvent.click(screen.getByRole('button', { name: 'Got it' }))
  expect(screen.queryByText(/kept in this browser only/)).toBeNull()
  expect(window.localStorage.getItem('hero-peeler:saves-notice-seen')).not.toBeNull()
})

test('resets only after confirmation', { timeout: 30_000 }, async () => {
  renderWithApp(<Counter />)
  await userEvent.click(screen.getByRole('button', { name: 'count 0' }))
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
  // The dialog takes the focus though its code loaded after the click.
  const dialog = await screen.findByRole('dialog', { name: 'Reset this page?' }, LOADED)
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(await screen.findByRole('button', { name: 'count 1' }, CLOSED)).toBeDefined()
  // The focus goes back to the button that opened the dialog once it has closed.
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset' })),
  )
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Reset this page?' })).getByRole('button', {
      name: 'Reset',
    }),
  )
  expect(await screen.findByRole('button', { name: 'count 0' }, CLOSED)).toBeDefined()
  expect(window.localStorage.getItem(KEYS.data)).toBeNull()
})

test('names a save with the spec messages, then loads, renames and deletes it', {
  timeout: 30_000,
}, async () => {
  renderWithApp(<Counter />)
  await userEvent.click(screen.getByRole('button', { name: 'count 0' }))
  await userEvent.click(screen.getByRole('button', { name: 'Saves (0)' }))
  const dialog = await screen.findByRole('dialog', { name: 'Named saves' }, LOADED)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(within(dialog).getByText('This field is required')).toBeDefined()
  await userEvent.click(within(dialog).getByLabelText('Name of a new save'))
  await userEvent.paste('x'.repeat(61))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(within(dialog).getByText('You must enter a maximum of 60 characters')).toBeDefined()
  await userEvent.clear(within(dialog).getByLabelText('Name of a new save'))
  await userEvent.type(within(dialog).getByLabelText('Name of a new save'), 'One{Enter}')
  expect(within(dialog).getByText('Saved as “One”.')).toBeDefined()

  await userEvent.click(within(dialog).getByRole('button', { name: 'Rename “One”' }))
  const field = within(dialog).getByLabelText('New name of “One”')
  await userEvent.clear(field)
  await userEvent.type(field, 'Two{Enter}')
  expect(within(dialog).getByText('Two')).toBeDefined()

  // The last "Close" is the dialog's (the status message above has one too).
  await userEvent.click(
    within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement,
  )
  await userEvent.click(await screen.findByRole('button', { name: 'count 1' }, CLOSED))
  await userEvent.click(screen.getByRole('button', { name: 'Saves (1)' }))
  await userEvent.click(screen.getByRole('button', { name: 'Load “Two”' }))
  expect(await screen.findByRole('button', { name: 'count 1' }, CLOSED)).toBeDefined()
  expect(screen.getByText('Loaded “Two”.')).toBeDefined()

  await userEvent.click(await screen.findByRole('button', { name: 'Saves (1)' }, CLOSED))
  await userEvent.click(screen.getByRole('button', { name: 'Delete “Two”' }))
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete “Two”?' })).getByRole('button', {
      name: 'Delete',
    }),
  )
  expect(Object.keys(window.localStorage).filter((key) => key.startsWith(KEYS.savePrefix))).toEqual(
    [],
  )
})

test('says what was set aside and lets it be deleted', async () => {
  window.localStorage.setItem(KEYS.data, '{"app":"hero-peeler","page":"counter-test"}')
  act(() => persistedStore(COUNTER).onStorageKey(KEYS.data))
  renderWithApp(<Counter />)
  expect(screen.getByText(/it is not a Hero Peeler file/)).toBeDefined()
  expect(window.localStorage.getItem(KEYS.quarantine)).toContain('counter-test')
  await userEvent.click(screen.getByRole('button', { name: 'Delete it' }))
  expect(window.localStorage.getItem(KEYS.quarantine)).toBeNull()
})

test('refuses an invalid upload with the reason and keeps the data', async () => {
  renderWithApp(<Counter />)
  await userEvent.click(screen.getByRole('button', { name: 'count 0' }))
  const input = screen.getByTestId('saves-upload') as HTMLInputElement
  await userEvent.upload(
    input,
    new File(
      [
        JSON.stringify({
          app: 'hero-peeler',
          page: 'counter-test',
          version: 1,
          savedAt: '',
          data: {},
        }),
      ],
      'mine.json',
      { type: 'application/json' },
    ),
  )
  expect(
    await screen.findByText('mine.json was refused: “count” is missing. Your data is unchanged.'),
  ).toBeDefined()
  expect(screen.getByRole('button', { name: 'count 1' })).toBeDefined()
})

// A page whose data holds a part it checks itself (the barracks' plan): a damaged one is
// refused with the reason on load, and the rest loads.
const WITH_NOTE: PersistedDefinition<{ readonly count: number; readonly plan: unknown }> = {
  name: 'counter-with-plan-test',
  version: 1,
  schema: v.object({ count: v.number(), plan: v.unknown() }),
  initial: { count: 0, plan: null },
  migrations: {},
  findRefusedParts: (data) =>
    typeof data.plan === 'string' || data.plan === null
      ? []
      : [
          {
            part: 'plan',
            problem: { code: 'invalid', path: 'plan', expected: 'string', received: 'Object' },
          },
        ],
}

function CounterWithPlan() {
  const { data } = usePersistedState(WITH_NOTE)
  return (
    <div>
      <p>count {data.count}</p>
      <SavesToolbar definition={WITH_NOTE} />
    </div>
  )
}

test('an upload with a damaged part: the rest loads, the part is refused with the reason', async () => {
  persistedStore(WITH_NOTE).onStorageKey(null)
  renderWithApp(<CounterWithPlan />)
  await userEvent.upload(
    screen.getByTestId('saves-upload') as HTMLInputElement,
    new File(
      [
        JSON.stringify({
          app: 'hero-peeler',
          page: 'counter-with-plan-test',
          version: 1,
          savedAt: '',
          data: { count: 7, plan: { targets: 'cut short' } },
        }),
      ],
      'mine.json',
      { type: 'application/json' },
    ),
  )
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Loaded mine.json. Except the inheritance plan, which was refused: the value at “plan” should be string, not Object. It is kept as it was, and nothing else is lost.',
  )
  expect(screen.getByText('count 7')).toBeDefined()
})
