import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { type SearchEntry, toColumnar } from '#app/payloads/dataset-payloads.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { HeroAndSkillSearch } from './hero-and-skill-search.tsx'

const ENTRIES: SearchEntry[] = [
  { kind: 'hero', id: 'PID_Hrid', label: 'Hríd [Icy Blade]', texts: ['Hrid: Icy Blade'] },
  { kind: 'skill', id: 'SID_Death_Blow', label: 'Death Blow 3', texts: [] },
]

afterEach(() => {
  vi.unstubAllGlobals()
})

function Location() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname + location.search}</output>
}

function renderSearch() {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({
      entries: toColumnar(ENTRIES, ['kind', 'id', 'label', 'texts']),
      accents: { í: 'i', é: 'e' },
    }),
  )
  vi.stubGlobal('fetch', fetchMock)
  renderWithApp(
    <>
      <HeroAndSkillSearch searchUrl="/payloads/search.test.json" />
      <Location />
    </>,
  )
  return fetchMock
}

test('the names load only when the box gets focus', async () => {
  const fetchMock = renderSearch()
  expect(fetchMock).not.toHaveBeenCalled()
  await userEvent.click(screen.getByRole('combobox', { name: 'Search heroes and skills' }))
  expect(fetchMock).toHaveBeenCalledWith('/payloads/search.test.json', expect.anything())
})

test('an accent-free query finds the hero; the keyboard opens it', async () => {
  renderSearch()
  const box = screen.getByRole('combobox', { name: 'Search heroes and skills' })
  await userEvent.type(box, 'hrid')
  const option = await screen.findByRole('option', { name: /Icy Blade/ })
  expect(box.getAttribute('aria-expanded')).toBe('true')
  await userEvent.keyboard('{ArrowDown}')
  expect(box.getAttribute('aria-activedescendant')).toBe(option.id)
  await userEvent.keyboard('{Enter}')
  expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/?unit=PID_Hrid')
})

test('a query with accents and spaces finds a skill, opened by a click', async () => {
  renderSearch()
  const box = screen.getByRole('combobox', { name: 'Search heroes and skills' })
  await userEvent.type(box, 'déa blo')
  await userEvent.click(await screen.findByRole('option', { name: /Death Blow 3/ }))
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/?skill=SID_Death_Blow',
    ),
  )
})

test('under three characters it asks for more', async () => {
  renderSearch()
  await userEvent.type(screen.getByRole('combobox', { name: 'Search heroes and skills' }), 'hr')
  expect(screen.getByText('Type at least three characters')).toBeDefined()
  expect(screen.queryByRole('option')).toBeNull()
})
