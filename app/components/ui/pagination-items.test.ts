import { expect, test } from 'vitest'
import { paginationItems } from './pagination-items.ts'

test.each([
  { page: 1, pageCount: 1, expected: [1] },
  { page: 4, pageCount: 7, expected: [1, 2, 3, 4, 5, 6, 7] },
  { page: 1, pageCount: 57, expected: [1, 2, 3, 4, 5, 'gap', 57] },
  { page: 4, pageCount: 57, expected: [1, 2, 3, 4, 5, 'gap', 57] },
  { page: 5, pageCount: 57, expected: [1, 'gap', 4, 5, 6, 'gap', 57] },
  { page: 10, pageCount: 57, expected: [1, 'gap', 9, 10, 11, 'gap', 57] },
  { page: 54, pageCount: 57, expected: [1, 'gap', 53, 54, 55, 56, 57] },
  { page: 57, pageCount: 57, expected: [1, 'gap', 53, 54, 55, 56, 57] },
])(
  'page $page of $pageCount, one sibling and one boundary page',
  ({ page, pageCount, expected }) => {
    expect(paginationItems(page, pageCount, 1, 1)).toEqual(expected)
  },
)

test.each([
  { page: 1, expected: [1, 2, 3, 'gap', 251] },
  { page: 30, expected: [1, 'gap', 30, 'gap', 251] },
  { page: 251, expected: [1, 'gap', 249, 250, 251] },
])('no siblings: page $page of 251', ({ page, expected }) => {
  expect(paginationItems(page, 251, 0, 1)).toEqual(expected)
})

test('every page keeps the same number of items', () => {
  const lengths = new Set(
    Array.from({ length: 40 }, (_, index) => paginationItems(index + 1, 40, 1, 1).length),
  )
  expect([...lengths]).toEqual([7])
})
