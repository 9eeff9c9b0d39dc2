import { expect, test } from 'vitest'
import { revalidateOnPathOrRetry } from './revalidation.ts'

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
