import { expect, test } from 'vitest'
import { formatIssue, ImporterError } from './importer-error.ts'

test.each([
  {
    name: 'whole file',
    issue: { file: 'units.json', message: 'required file is missing' },
    expected: 'units.json: required file is missing',
  },
  {
    name: 'record and field',
    issue: {
      file: 'skills.json',
      index: 4,
      recordId: 'SID_鉄の剣',
      path: 'sp',
      message: 'Invalid type',
    },
    expected: 'skills.json › record 4 (id "SID_鉄の剣") › field sp: Invalid type',
  },
  {
    name: 'record without id',
    issue: { file: 'banners.json', index: 0, message: 'Invalid type' },
    expected: 'banners.json › record 0: Invalid type',
  },
])('formatIssue: $name', ({ issue, expected }) => {
  expect(formatIssue(issue)).toBe(expected)
})

test('ImporterError lists the first 20 issues and counts the rest', () => {
  const issues = Array.from({ length: 25 }, (_, index) => ({
    file: 'units.json',
    index,
    message: 'bad',
  }))
  const error = new ImporterError('The upstream data is invalid.', issues)
  expect(error.name).toBe('ImporterError')
  expect(error.issues).toHaveLength(25)
  expect(error.message.split('\n')).toHaveLength(22)
  expect(error.message).toMatch(/… and 5 more$/)
})
