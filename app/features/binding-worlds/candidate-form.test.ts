import { expect, test } from 'vitest'
import { type CandidateFormValues, validateCandidateForm } from './candidate-form.ts'

const valid: CandidateFormValues = { enclosureLevel: '12', heroId: 'PID_A', rating: '' }

test.each([
  { name: 'valid', values: valid, expected: {} },
  { name: 'level 0', values: { ...valid, enclosureLevel: '0' }, expected: {} },
  { name: 'level 28', values: { ...valid, enclosureLevel: '28' }, expected: {} },
  {
    name: 'empty level',
    values: { ...valid, enclosureLevel: ' ' },
    expected: { enclosureLevel: 'required' },
  },
  {
    name: 'decimal level',
    values: { ...valid, enclosureLevel: '2.5' },
    expected: { enclosureLevel: 'integer' },
  },
  {
    name: 'words for a level',
    values: { ...valid, enclosureLevel: 'ten' },
    expected: { enclosureLevel: 'integer' },
  },
  {
    name: 'level 29',
    values: { ...valid, enclosureLevel: '29' },
    expected: { enclosureLevel: 'enclosureRange' },
  },
  {
    name: 'level -1',
    values: { ...valid, enclosureLevel: '-1' },
    expected: { enclosureLevel: 'enclosureRange' },
  },
  { name: 'no hero', values: { ...valid, heroId: null }, expected: { heroId: 'required' } },
  { name: 'rating 9.5', values: { ...valid, rating: '9.5' }, expected: {} },
  { name: 'rating 8', values: { ...valid, rating: '8' }, expected: {} },
  { name: 'rating 9.', values: { ...valid, rating: '9.' }, expected: { rating: 'format' } },
  { name: 'rating 10', values: { ...valid, rating: '10' }, expected: { rating: 'format' } },
])('validateCandidateForm: $name', ({ values, expected }) => {
  expect(validateCandidateForm(values)).toEqual(expected)
})
