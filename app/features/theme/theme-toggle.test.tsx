import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { setErrorReporter } from '#app/lib/monitoring.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function stubFetch(response: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

test('each click moves to the next theme and saves it', async () => {
  const fetchMock = stubFetch(async () => new Response(null, { status: 204 }))
  renderWithApp(<ThemeToggle />)
  const button = screen.getByRole('button', { name: 'Theme: Dark. Change to Light' })
  await userEvent.click(button)
  expect(screen.getByRole('button', { name: 'Theme: Light. Change to Device' })).toBeDefined()
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/update-theme',
    expect.objectContaining({ method: 'PUT' }),
  )
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
    selected: 'light',
    applied: 'light',
  })
  await waitFor(() => expect(document.documentElement.classList.contains('light')).toBe(true))
})

test('a failed save is reported and changes nothing on screen', async () => {
  stubFetch(async () => new Response('down', { status: 500 }))
  const reports: Array<Record<string, string>> = []
  setErrorReporter((_error, context) => reports.push(context))
  renderWithApp(<ThemeToggle />, { theme: { selected: 'light', applied: 'light' } })
  await userEvent.click(screen.getByRole('button', { name: 'Theme: Light. Change to Device' }))
  await waitFor(() => expect(reports).toEqual([{ action: 'save-theme' }]))
  expect(screen.getByRole('button', { name: /^Theme: Device/ })).toBeDefined()
  expect(screen.queryByRole('alert')).toBeNull()
})

/** A browser whose colour scheme is `scheme`, with the theme cookie the last save wrote. */
function startInBrowser(scheme: 'dark' | 'light', themeCookie: string) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
    // The scheme does not change in these tests.
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }))
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`hero-peeler-theme=${themeCookie}`)
}

test('at startup the saved theme is applied without saving it again', async () => {
  const fetchMock = stubFetch(async () => new Response(null, { status: 204 }))
  startInBrowser('light', 'device.light')
  // As the startup script leaves the page for that cookie.
  renderWithApp(<ThemeToggle />, { theme: { selected: 'device', applied: 'light' } })
  expect(await screen.findByRole('button', { name: /^Theme: Device/ })).toBeDefined()
  expect(fetchMock).not.toHaveBeenCalled()
})

test('at startup, device saved while the browser was dark, now light: saved again', async () => {
  const fetchMock = stubFetch(async () => new Response(null, { status: 204 }))
  startInBrowser('light', 'device.dark')
  renderWithApp(<ThemeToggle />, { theme: { selected: 'device', applied: 'light' } })
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
    selected: 'device',
    applied: 'light',
  })
})
