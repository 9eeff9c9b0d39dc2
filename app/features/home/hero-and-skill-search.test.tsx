import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { loadSearchData } from '#app/hooks/use-search-payload.ts'
import { type PackedSlug, type SearchEntry, toColumnar } from '#app/payloads/dataset-payloads.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { HeroAndSkillSearch } from './hero-and-skill-search.tsx'

// As the importer packs them: slugs the texts give are left out.
const ENTRIES: PackedSlug<SearchEntry>[] = [
  {
    kind: 'hero',
    id: 'PID_Hrid',
    slug: null,
    label: 'Hríd [Icy Blade]',
    texts: ['Hrid: Icy Blade'],
  },
  { kind: 'skill', id: 'SID_Death_Blow', slug: null, label: 'Death Blow 3', texts: [] },
]

const PAYLOAD = {
  entries: toColumnar(ENTRIES, ['kind', 'id', 'slug', 'label', 'texts']),
  accents: { í: 'i', é: 'e' },
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function Location() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname + location.search}</output>
}

// The payload cache lives as long as its module: each test asks for a file of its own.
let fileNumber = 0

/** Renders the box over a search file that answers, or fails while `isOffline` says so. */
function renderSearch({ isOffline = () => false }: { isOffline?: () => boolean } = {}) {
  fileNumber += 1
  const url = `/payloads/search.${fileNumber}.json`
  const fetchMock = vi.fn<typeof fetch>(async () =>
    isOffline() ? new Response('gone', { status: 404 }) : Response.json(PAYLOAD),
  )
  vi.stubGlobal('fetch', fetchMock)
  renderWithApp(
    <>
      <HeroAndSkillSearch searchUrl={url} />
      <Location />
    </>,
  )
  /**
   * Acts out what focuses the box until the names it asks for have come (or failed): React
   * draws them inside the same awaited act, as a browser draws them once they arrive.
   */
  const untilLoaded = (interaction: () => Promise<void>) =>
    act(async () => {
      await interaction()
      await loadSearchData(url).catch(() => null)
    })
  return { fetchMock, url, untilLoaded }
}

function searchBox() {
  return screen.getByRole('combobox', { name: 'Search heroes and skills' })
}

test('the names load only when the box gets focus, once', async () => {
  const { fetchMock, url, untilLoaded } = renderSearch()
  expect(fetchMock).not.toHaveBeenCalled()
  await untilLoaded(() => userEvent.click(searchBox()))
  expect(fetchMock).toHaveBeenCalledWith(url, expect.anything())
  await userEvent.tab()
  await userEvent.click(searchBox())
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

test('an accent-free query finds the hero; the keyboard opens it', async () => {
  const { untilLoaded } = renderSearch()
  const box = searchBox()
  await untilLoaded(() => userEvent.type(box, 'hrid'))
  const option = await screen.findByRole('option', { name: /Icy Blade/ })
  expect(box.getAttribute('aria-expanded')).toBe('true')
  await userEvent.keyboard('{ArrowDown}')
  expect(box.getAttribute('aria-activedescendant')).toBe(option.id)
  await userEvent.keyboard('{Enter}')
  expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/?unit=hrid-icy-blade')
})

test('a query with accents and spaces finds a skill, opened by a click', async () => {
  const { untilLoaded } = renderSearch()
  await untilLoaded(() => userEvent.type(searchBox(), 'déa blo'))
  await userEvent.click(await screen.findByRole('option', { name: /Death Blow 3/ }))
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/?skill=death-blow-3',
    ),
  )
})

test('under three characters it asks for more', async () => {
  const { untilLoaded } = renderSearch()
  await untilLoaded(() => userEvent.type(searchBox(), 'hr'))
  expect(screen.getByText('Type at least three characters')).toBeDefined()
  expect(screen.queryByRole('option')).toBeNull()
})

test('names that do not arrive are said in the status, with a retry that loads them', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  let isOffline = true
  const { untilLoaded } = renderSearch({ isOffline: () => isOffline })
  const box = searchBox()
  await untilLoaded(() => userEvent.type(box, 'hrid'))
  expect(screen.getByText(/could not be loaded/).textContent).toBe(
    'The names could not be loaded: check the connection, then try again.',
  )
  expect(box.getAttribute('aria-expanded')).toBe('false')
  // The failure went to monitoring (the console stands in for it here).
  expect(warn).toHaveBeenCalledWith('[monitoring]', expect.anything(), expect.anything())
  isOffline = false
  await untilLoaded(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })))
  expect(document.activeElement).toBe(box)
  expect(screen.getByRole('option', { name: /Icy Blade/ })).toBeDefined()
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
})
