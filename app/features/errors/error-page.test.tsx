import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { ErrorPage } from './error-page.tsx'

// Spec §8: a fatal error shows its status code, status message and description. The e2e suite
// reached this page with a POST to a page; the host now refuses that itself (decision 0066).
test('any other fatal error shows the generic page with its status, message and description', () => {
  renderWithApp(<ErrorPage status={500} statusText="" path="/units" stack={undefined} />)
  expect(screen.getByText('Error 500')).toBeTruthy()
  expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeTruthy()
  expect(screen.getByText('Something went wrong on our side. Try again in a moment.')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
})

test('a status message is shown as it came', () => {
  renderWithApp(
    <ErrorPage status={503} statusText="Service Unavailable" path="/" stack={undefined} />,
  )
  expect(screen.getByText('Service Unavailable')).toBeTruthy()
})
