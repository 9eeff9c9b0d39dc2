import { act, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import { RangeField } from './filter-controls.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('a range field is a still picture until seen, then its slider', async () => {
  const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly observe = vi.fn()
      readonly disconnect = vi.fn()
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observed.push(callback)
      }
    },
  )
  renderWithApp(
    <RangeField
      label="Cooldown"
      bounds={{ min: 0, max: 6 }}
      step={1}
      value={{ min: 2, max: 4 }}
      onChange={() => undefined}
      isReachedFor={false}
    />,
  )
  expect(screen.getByText('Cooldown from 2 to 4')).toBeDefined()
  expect(screen.queryByRole('slider')).toBeNull()
  act(() => {
    for (const callback of observed) callback([{ isIntersecting: true }])
  })
  expect(await screen.findByRole('slider', { name: 'Cooldown: lowest' })).toBeDefined()
  expect(screen.getByText('Cooldown from 2 to 4')).toBeDefined()
})

test('a range field whose panel is reached for is its slider, seen or not', async () => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly observe = vi.fn()
      readonly disconnect = vi.fn()
    },
  )
  renderWithApp(
    <RangeField
      label="Cooldown"
      bounds={{ min: 0, max: 6 }}
      step={1}
      value={{ min: 2, max: 4 }}
      onChange={() => undefined}
      isReachedFor
    />,
  )
  expect(await screen.findByRole('slider', { name: 'Cooldown: highest' })).toBeDefined()
})
