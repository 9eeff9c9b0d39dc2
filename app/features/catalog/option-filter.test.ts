import { expect, test } from 'vitest'
import { filterByQuery, MAX_OPTIONS } from './option-filter.ts'

const names = ['Focus: Heroes with Luna (Oct 2022)', 'Mythic Hero: Alfaðör', 'Legendary Hero: Ike']
const options = names.map((name) => ({ name }))
const accents = { ð: 'd', ö: 'o' }
const find = (query: string) =>
  filterByQuery(options, query, (option) => [option.name], accents).map((option) => option.name)

test.each([
  ['', names],
  ['luna 2022', ['Focus: Heroes with Luna (Oct 2022)']],
  ['alfador', ['Mythic Hero: Alfaðör']],
  ['Alfaðör', ['Mythic Hero: Alfaðör']],
  ['ik', ['Legendary Hero: Ike']],
  ['he', names],
  ['(', []],
  ['nothing like it', []],
])('filterByQuery(%j)', (query, expected) => {
  expect(find(query)).toEqual(expected)
})

test('lists at most MAX_OPTIONS options', () => {
  const many = Array.from({ length: 120 }, (_, index) => ({ name: `Banner ${index}` }))
  expect(filterByQuery(many, '', (option) => [option.name], {})).toHaveLength(MAX_OPTIONS)
  expect(filterByQuery(many, 'banner', (option) => [option.name], {})).toHaveLength(MAX_OPTIONS)
})
