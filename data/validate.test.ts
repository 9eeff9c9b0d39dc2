import { describe, expect, test } from 'vitest'
import { checkLayout, parseJson, readUpstreamDataset, validateFile } from './validate.ts'

const skill = {
  id: 'SID_鉄の剣',
  fandom_id: 'Iron Sword',
  name: 'Iron Sword',
  category: 'weapon',
  weapon_type: 'Red Sword',
  sp: 50,
  tier: 1,
  restrictions: { moves: { none: true }, weapons: { can_use: ['Red Sword'] } },
}

describe('parseJson', () => {
  test('names the file and says a cut file is truncated', () => {
    const result = parseJson('skills.json', '[{"id": "SID_鉄の剣", "na')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issue.file).toBe('skills.json')
    expect(result.issue.message).toMatch(/truncated/)
  })
  test('gives line and column of a syntax error', () => {
    const result = parseJson('units.json', '[\n  {"id": 1,,}\n]')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issue.message).toMatch(/not valid JSON.*line 2/)
  })
  test('an empty file is truncated', () => {
    const result = parseJson('units.json', '')
    expect(!result.ok && result.issue.message).toMatch(/truncated or empty/)
  })
})

describe('validateFile', () => {
  test.each([
    {
      name: 'wrong type',
      record: { ...skill, sp: '50' },
      path: 'sp',
      message: /Expected number but received "50"/,
    },
    {
      name: 'missing required field',
      record: { ...skill, name: undefined },
      path: 'name',
      message: /required field is missing/,
    },
    {
      name: 'unknown weapon type in a restriction',
      record: {
        ...skill,
        restrictions: { moves: { none: true }, weapons: { can_use: ['Red Sword', 'Red Spoon'] } },
      },
      path: 'restrictions.weapons.can_use[1]',
      message: /Red Spoon/,
    },
    {
      name: 'two restriction forms at once',
      record: {
        ...skill,
        restrictions: { moves: { none: true, can_use: ['Armored'] }, weapons: { none: true } },
      },
      path: 'restrictions.moves',
      message: /exactly one of none, can_use, can_not_use/,
    },
    {
      name: 'tier below 1',
      record: { ...skill, tier: 0 },
      path: 'tier',
      message: /Expected >=1/,
    },
  ])('skills.json, $name: names file, index, id and field', ({ record, path, message }) => {
    const result = validateFile('skills.json', [skill, record])
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues[0]).toMatchObject({
      file: 'skills.json',
      index: 1,
      recordId: 'SID_鉄の剣',
      path,
    })
    expect(result.issues[0]?.message).toMatch(message)
  })

  test('unknown extra fields are tolerated and dropped', () => {
    const result = validateFile('skills.json', [{ ...skill, new_upstream_field: [1, 2] }])
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value).toEqual([skill])
  })

  test('a link record is named by its hero and skill', () => {
    const result = validateFile('skills_units.json', [
      { unit_id: 'PID_アベル', skill_id: 'SID_鉄の槍', default: 1, unlock: 6 },
    ])
    expect(!result.ok && result.issues[0]).toMatchObject({
      recordId: 'PID_アベル → SID_鉄の槍',
      path: 'unlock',
    })
  })

  test('an object where an array is expected', () => {
    const result = validateFile('units.json', { id: 'PID_アベル' })
    expect(!result.ok && result.issues[0]?.message).toMatch(/expected an array of records/)
  })

  test('both description shapes are accepted', () => {
    const result = validateFile('skills-descriptions.json', [
      { id: 'SID_A', description: 'Old shape.' },
      { id: 'SID_B', description: null },
      { id: 'SID_C', full: 'x', base: 'x', base_keywords: [], upgrade: null, upgrade_keywords: [] },
    ])
    expect(result.ok).toBe(true)
  })
})

describe('checkLayout', () => {
  const current = [
    'units.json',
    'units-stats.json',
    'units-stats-ranks.json',
    'units-arts.json',
    'units-availabilities.json',
    'units-heroic_grails.json',
    'banners.json',
    'skills.json',
    'skills_units.json',
    'constants.json',
    'accents.json',
  ]
  test.each([
    { name: 'current layout, optional files absent', files: current, error: null },
    {
      name: 'older layout with seals.json',
      files: [...current, 'seals.json'],
      error: /older feh-data layout.*seals\.json/,
    },
    {
      name: 'older layout without arts and ranks',
      files: current.filter(
        (file) => file !== 'units-arts.json' && file !== 'units-stats-ranks.json',
      ),
      error: /older feh-data layout/,
    },
    {
      name: 'a required file missing',
      files: current.filter((file) => file !== 'skills_units.json'),
      error: /required file is missing/,
    },
  ])('$name', ({ files, error }) => {
    const result = checkLayout(files)
    if (error === null) expect(result.ok).toBe(true)
    else
      expect(
        !result.ok && result.issues.map((issue) => `${issue.file}: ${issue.message}`).join(),
      ).toMatch(error)
  })

  test('readUpstreamDataset refuses the older layout before reading any file', () => {
    const result = readUpstreamDataset(
      new Map([
        ['units.json', 'not even json'],
        ['seals.json', '[]'],
      ]),
    )
    expect(!result.ok && result.issues).toHaveLength(1)
  })
})

describe('hostile upstream data', () => {
  test.each([
    {
      name: 'a prototype key in a keyed file is dropped',
      file: 'accents.json' as const,
      value: JSON.parse('{"__proto__": "x", "constructor": "y", "é": "e"}'),
      expected: { ok: true, keys: ['é'] },
    },
    {
      name: 'a number where a name is due names the field',
      file: 'skills.json' as const,
      value: [{ ...skill, name: 42 }],
      expected: { ok: false, keys: [] },
    },
    {
      name: 'a record that is not an object names the record',
      file: 'skills.json' as const,
      value: [null],
      expected: { ok: false, keys: [] },
    },
  ])('$name', ({ file, value, expected }) => {
    const result = validateFile(file, value)
    expect(result.ok).toBe(expected.ok)
    if (result.ok) {
      expect(Object.keys(result.value as object)).toEqual(expected.keys)
      expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype)
    } else expect(result.issues[0]).toMatchObject({ file, index: 0 })
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})
