import { expect, test } from 'vitest'
import { createViewStateRevalidation, revalidateOnPathOrRetry } from './revalidation.ts'

const at = (url: string) => new URL(url, 'https://hero-peeler.test')

test.each([
  { name: 'another page', from: '/units', to: '/skills', expected: true },
  { name: 'a filter changed', from: '/units', to: '/units?sort=atk.desc', expected: false },
  {
    name: 'a hero opened',
    from: '/units?sort=atk.desc',
    to: '/units?sort=atk.desc&unit=abel-the-panther',
    expected: false,
  },
  { name: 'a retry (the same URL)', from: '/units?page=2', to: '/units?page=2', expected: true },
])('revalidateOnPathOrRetry: $name', ({ from, to, expected }) => {
  expect(revalidateOnPathOrRetry({ currentUrl: at(from), nextUrl: at(to) })).toBe(expected)
})

test('createViewStateRevalidation: every navigation loads until the clientLoader has once finished', () => {
  const revalidation = createViewStateRevalidation()
  const filterChanged = { currentUrl: at('/units'), nextUrl: at('/units?move=armored') }
  // The hydration's clientLoader was aborted by this very change: it must run again.
  expect(revalidation.shouldRevalidate(filterChanged)).toBe(true)
  const data = { heroes: [] }
  expect(revalidation.loaded(data)).toBe(data)
  expect(revalidation.shouldRevalidate(filterChanged)).toBe(false)
  expect(revalidation.shouldRevalidate({ currentUrl: at('/units'), nextUrl: at('/units') })).toBe(
    true,
  )
})

test('createViewStateRevalidation: the route rule of its own, once loaded', () => {
  const revalidation = createViewStateRevalidation(({ nextUrl }) =>
    nextUrl.searchParams.has('desc'),
  )
  revalidation.loaded({ rows: [] })
  expect(
    revalidation.shouldRevalidate({ currentUrl: at('/skills'), nextUrl: at('/skills?desc=heal') }),
  ).toBe(true)
  expect(
    revalidation.shouldRevalidate({ currentUrl: at('/skills'), nextUrl: at('/skills-lists') }),
  ).toBe(false)
  // @ts-expect-error the clientLoader's answer is wrapped once awaited, not as a promise
  revalidation.loaded(Promise.resolve({ rows: [] }))
})
