import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, inject, test, vi } from 'vitest'
import type { BarracksEntry } from '#app/domain/barracks-model.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { decodeHeroRows } from '#app/payloads/dataset-payloads.ts'
import { readBuiltPayloads } from '../../../../test/built-payloads.ts'
import { stubInertResizeObserver } from '../../../../test/inert-resize-observer.ts'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import type { BarracksRow } from '../barracks-view.ts'
import { BarracksList, type EntryChange } from './barracks-list.tsx'

const payloads = await readBuiltPayloads(inject('fixtureDataDirectory'))
const heroes = decodeHeroRows(await payloads.read('heroes'))

// 200 entries in happy-dom's window, 1024 × 768 px: one line each, 61 px tall once drawn.
const ROW_HEIGHT = 61
const rows: BarracksRow[] = Array.from({ length: 200 }, (_, index) => {
  const hero = heroes[index % heroes.length]
  if (!hero) throw new Error('The fixture has no heroes')
  const entry: BarracksEntry = {
    id: `entry-${index}`,
    heroId: hero.id,
    rarity: 5,
    merges: index % 11,
    dragonflowers: 0,
    copies: 1,
    role: null,
    learnedSkillIds: [],
  }
  return { entry, hero }
})

function List({ onChange }: { onChange: (id: string, change: EntryChange) => void }) {
  return <BarracksList rows={rows} onChange={onChange} t={useTranslate()} />
}

const drawnRows = () =>
  within(screen.getByRole('list', { name: 'Your heroes' })).getAllByRole('listitem')

/** Scrolls the page as the browser would: the virtualizer listens to the window's scroll. */
function scrollPageTo(top: number) {
  act(() => {
    window.scrollTo(0, top)
    window.dispatchEvent(new Event('scroll'))
  })
}

/** The row at `index` (its `aria-posinset` is one more), if drawn. */
const rowAt = (index: number) =>
  drawnRows().find((row) => row.getAttribute('aria-posinset') === String(index + 1))

// The browser's idle callbacks, run when a test says the browser is idle.
let idleTasks: (() => void)[] = []
function becomeIdle() {
  act(() => {
    const tasks = idleTasks
    idleTasks = []
    for (const task of tasks) task()
  })
}

beforeEach(() => {
  idleTasks = []
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idleTasks[handle - 1] = () => undefined
  })
  stubInertResizeObserver()
  vi.spyOn(HTMLLIElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT)
})

afterEach(() => {
  // Unmounted first: the rows cancel their idle callbacks, still stubbed.
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  scrollPageTo(0)
})

test('the rows of the first draw have their controls and faces at once', async () => {
  renderWithApp(<List onChange={vi.fn()} />, { path: '/barracks' })
  const first = await waitFor(() => {
    const row = rowAt(0)
    if (!row) throw new Error('The first row is not drawn')
    return row
  })
  expect(
    within(first).getByRole<HTMLSelectElement>('combobox', { name: /^Rarity of / }).value,
  ).toBe('5')
  expect(
    within(first).getByRole<HTMLInputElement>('spinbutton', { name: /^Merges of / }).value,
  ).toBe('0')
  expect(first.querySelector('img')?.getAttribute('src')).toBeTruthy()
})

test('a row a scroll draws shows its values until the scroll stops and the browser is idle, then its controls', async () => {
  const onChange = vi.fn()
  renderWithApp(<List onChange={onChange} />, { path: '/barracks' })
  await waitFor(() => expect(rowAt(0)).toBeDefined())
  // 50 rows down: rows 50 to 62 come into view, drawn while the page scrolls.
  scrollPageTo(50 * ROW_HEIGHT)
  const row = await waitFor(() => {
    const drawn = rowAt(53)
    if (!drawn) throw new Error('Row 53 is not drawn')
    return drawn
  })
  const name = `${rows[53]?.hero.name}: ${rows[53]?.hero.title}`
  expect(within(row).queryByRole('combobox')).toBeNull()
  expect(within(row).queryByRole('spinbutton')).toBeNull()
  // Its values are there as its controls will show them, its link and remove button work.
  expect(row.textContent).toContain('Merges9')
  expect(row.querySelector('img')).toBeNull()
  const remove = within(row).getByRole('button', { name: `Remove ${name}` })
  await userEvent.click(remove)
  expect(onChange).toHaveBeenCalledWith('entry-53', { copies: 0 })
  const link = within(row).getByRole('link', { name: rows[53]?.hero.name })
  link.focus()
  // An idle moment while the page still scrolls (a pixel more) builds nothing (0073).
  scrollPageTo(50 * ROW_HEIGHT + 1)
  becomeIdle()
  expect(within(row).queryByRole('spinbutton')).toBeNull()
  expect(row.querySelector('img')).toBeNull()
  // Once the scroll has stopped (150 ms without a scroll event) and the browser is idle, the
  // controls and the face come; the link and the button stay, focus kept.
  const merges = await waitFor(() => {
    becomeIdle()
    return within(row).getByRole<HTMLInputElement>('spinbutton', { name: `Merges of ${name}` })
  })
  expect(merges.value).toBe('9')
  expect(
    within(row).getByRole<HTMLSelectElement>('combobox', { name: `Role of ${name}` }).value,
  ).toBe('none')
  expect(row.querySelector('img')?.getAttribute('src')).toBeTruthy()
  expect(remove.isConnected).toBe(true)
  expect(document.activeElement).toBe(link)
})

test('a row scrolled away drops its face, so the browser stops loading it', async () => {
  renderWithApp(<List onChange={vi.fn()} />, { path: '/barracks' })
  const face = await waitFor(() => {
    const image = rowAt(0)?.querySelector('img')
    if (!image) throw new Error('The first row has no face')
    return image
  })
  scrollPageTo(100 * ROW_HEIGHT)
  await waitFor(() => expect(face.isConnected).toBe(false))
  expect(face.getAttribute('src')).toBeNull()
})
