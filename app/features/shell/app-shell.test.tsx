import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { AppShell } from './app-shell.tsx'

test('the menu lists every page in its group and marks the current one', async () => {
  renderWithApp(
    <AppShell actions={null} isSampleData={false} dataDate="2026-08-17" cookieChoiceHref={null}>
      <p>page</p>
    </AppShell>,
    { path: '/skills' },
  )
  await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }))
  // The drawer's code loads on first open: a busy machine may need more than the 1 s default.
  const menu = await screen.findByRole('navigation', { name: 'Pages' }, { timeout: 10_000 })
  expect(within(menu).getAllByRole('link')).toHaveLength(17)
  for (const group of ['Heroes and skills', 'Events', 'Misc'])
    expect(within(menu).getByRole('list', { name: group })).toBeDefined()
  expect(within(menu).getByRole('link', { name: 'Skills' }).getAttribute('aria-current')).toBe(
    'page',
  )
  expect(within(menu).getByRole('link', { name: 'Heroes' }).getAttribute('aria-current')).toBeNull()
})

test('the page is reachable past the bar with the skip link', () => {
  renderWithApp(
    <AppShell actions={null} isSampleData={false} dataDate="2026-08-17" cookieChoiceHref={null}>
      <p>page</p>
    </AppShell>,
  )
  expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
    '#main-content',
  )
  expect(screen.getByRole('main').id).toBe('main-content')
  // Every page says how fresh its data is (the date of the newest hero or skill).
  expect(screen.getByRole('contentinfo').textContent).toContain('Data as of 2026-08-17')
})
