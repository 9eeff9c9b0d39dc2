import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import type { CatalogSource } from './catalog-data.ts'
import { CatalogPage } from './catalog-page.tsx'

const SOURCE: CatalogSource = {
  heroesUrl: '/payloads/heroes.test.json',
  catalogUrl: '/payloads/catalog.test.json',
  accents: {},
  heroCount: 1409,
}

test('the server frame says how many heroes are on their way', () => {
  renderWithApp(<CatalogPage page={SOURCE} />, { path: '/catalog-of-heroes' })
  expect(screen.getByRole('status').textContent).toBe('Loading the 1,409 heroes…')
  expect(screen.queryByRole('group', { name: 'Heroes in catalog order' })).toBeNull()
})

test('payloads that did not arrive are said, with a retry, under the page frame', () => {
  renderWithApp(
    <CatalogPage page={{ ...SOURCE, catalog: { status: 'failed', payload: 'catalog' } }} />,
    { path: '/catalog-of-heroes' },
  )
  const alert = screen.getByRole('alert')
  expect(alert.textContent).toContain('could not be loaded')
  expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined()
  expect(screen.getByRole('heading', { level: 1, name: 'Catalog of heroes' })).toBeDefined()
  expect(screen.queryByRole('status')).toBeNull()
})
