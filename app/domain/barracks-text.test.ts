import { expect, test } from 'vitest'
import { formatLine, parseLine, splitLines } from './barracks-text.ts'

test.each([
  {
    name: 'a full name alone',
    line: 'Lucina: Brave Princess',
    expected: { name: 'Lucina: Brave Princess', rarity: null, count: 1 },
  },
  {
    name: 'an abbreviation with a rarity',
    line: 'B!Lucina 4★',
    expected: { name: 'B!Lucina', rarity: 4 },
  },
  { name: 'a star written as *', line: 'Hrid 4*', expected: { name: 'Hrid', rarity: 4 } },
  {
    name: 'rarity in words',
    line: 'Reinhardt 3 stars',
    expected: { name: 'Reinhardt', rarity: 3 },
  },
  { name: 'a count before', line: '3x Abel', expected: { name: 'Abel', count: 3 } },
  { name: 'a count after, with ×', line: 'Abel ×12', expected: { name: 'Abel', count: 12 } },
  { name: 'a count with x', line: 'Abel x3', expected: { name: 'Abel', count: 3 } },
  { name: 'merges', line: 'Abel +10', expected: { name: 'Abel', merges: 10 } },
  {
    name: 'dragonflowers, df first',
    line: 'Abel df5',
    expected: { name: 'Abel', dragonflowers: 5, merges: 0 },
  },
  {
    name: 'dragonflowers, df after',
    line: 'Abel +5df',
    expected: { name: 'Abel', dragonflowers: 5, merges: 0 },
  },
  {
    name: 'dragonflowers in words',
    line: 'Abel 10 flowers',
    expected: { name: 'Abel', dragonflowers: 10 },
  },
  {
    name: 'a manual',
    line: 'manual Reinhardt 4★ x2',
    expected: { name: 'Reinhardt', isManual: true, rarity: 4, count: 2 },
  },
  {
    name: 'manuals, plural, at the end',
    line: 'Reinhardt 4* manuals',
    expected: { name: 'Reinhardt', isManual: true },
  },
  { name: 'keep', line: 'Abel keep', expected: { name: 'Abel', role: 'keep' } },
  { name: 'fodder, upper case', line: 'FODDER Abel', expected: { name: 'Abel', role: 'fodder' } },
  { name: 'a list marker', line: '- Abel x2', expected: { name: 'Abel', count: 2 } },
  { name: 'a numbered list', line: '12. Abel', expected: { name: 'Abel' } },
  {
    name: 'learned skills after a bar',
    line: 'Abel 5★ | Distant Counter, Death Blow 3',
    expected: { name: 'Abel', skillNames: ['Distant Counter', 'Death Blow 3'] },
  },
  {
    name: 'a title with digits stays',
    line: 'Chrom: Spring Exalt 4★',
    expected: { name: 'Chrom: Spring Exalt', rarity: 4 },
  },
  {
    name: 'a name with a comma',
    line: 'Hríd: Icy Blade, x2',
    expected: { name: 'Hríd: Icy Blade', count: 2 },
  },
])('parseLine: $name', ({ line, expected }) => {
  expect(parseLine(line)).toMatchObject(expected)
})

test.each([
  {
    case: 'merges over ten',
    line: 'Abel +11',
    problem: { code: 'merges-over-ten', merges: 11 },
    merges: 10,
  },
  {
    case: 'a count of zero',
    line: 'Abel x0',
    problem: { code: 'count-out-of-range', count: 0 },
    count: 1,
  },
  { case: 'two rarities', line: 'Abel 4★ 5★', problem: { code: 'two-rarities' } },
])('parseLine says what it cannot take: $case', ({ case: _case, line, problem, ...kept }) => {
  const parsed = parseLine(line)
  expect(parsed.problems).toContainEqual(problem)
  expect(parsed).toMatchObject(kept)
})

test('splitLines drops blank lines and comments, keeps the rest in order', () => {
  expect(splitLines('Abel\n\n  # my heroes\r\nHrid x2\n')).toEqual(['Abel', 'Hrid x2'])
})

test.each([
  {
    name: 'a plain copy',
    line: { fullName: 'Abel: The Panther', isManual: false, rarity: 5, count: 1 },
  },
  {
    name: 'every field',
    line: {
      fullName: 'Hríd: Icy Blade',
      isManual: false,
      rarity: 4,
      merges: 10,
      dragonflowers: 5,
      count: 3,
      role: 'keep',
      skillNames: ['Distant Counter', 'Death Blow 3'],
    },
  },
  {
    name: 'a manual',
    line: { fullName: 'Reinhardt: Thunder Knight', isManual: true, rarity: 4, count: 2 },
  },
] as const)('formatLine then parseLine gives the line back: $name', ({ line }) => {
  const parsed = parseLine(formatLine(line))
  expect(parsed).toMatchObject({
    name: line.fullName,
    isManual: line.isManual,
    rarity: line.rarity,
    merges: 'merges' in line ? line.merges : 0,
    dragonflowers: 'dragonflowers' in line ? line.dragonflowers : 0,
    count: line.count,
    role: 'role' in line ? line.role : null,
    skillNames: 'skillNames' in line ? line.skillNames : [],
    problems: [],
  })
})
