import { expect, test } from 'vitest'
import { selectShownOptions } from '#app/components/ui/combobox-options.ts'
import { matchQuery } from './option-filter.ts'

const names = ['Focus: Heroes with Luna (Oct 2022)', 'Mythic Hero: Alfaðör', 'Legendary Hero: Ike']
const options = names.map((name) => ({ name }))
const accents = { ð: 'd', ö: 'o' }
const find = (query: string) =>
  selectShownOptions(
    options,
    matchQuery(query, (option: { name: string }) => [option.name], accents),
  ).options.map((option) => option.name)

test.each([
  ['', names],
  ['luna 2022', ['Focus: Heroes with Luna (Oct 2022)']],
  ['alfador', ['Mythic Hero: Alfaðör']],
  ['Alfaðör', ['Mythic Hero: Alfaðör']],
  ['ik', ['Legendary Hero: Ike']],
  ['he', names],
  ['(', []],
  ['nothing like it', []],
])('matchQuery(%j)', (query, expected) => {
  expect(find(query)).toEqual(expected)
})
