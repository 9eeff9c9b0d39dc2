import { describe, expect, test } from 'vitest'
import { checkHallOfFormsEligibility, getMinimumPassiveSp } from './hall-of-forms.ts'
import type { Skill } from './skill.ts'

type HallSkill = Pick<Skill, 'category' | 'isExclusive' | 'upgradeIds' | 'version' | 'sp'>
const skill = (overrides: Partial<HallSkill>): HallSkill => ({
  category: 'passiveA',
  isExclusive: false,
  upgradeIds: [],
  version: '9.2',
  sp: 300,
  ...overrides,
})

describe('getMinimumPassiveSp', () => {
  test.each([
    { chamber: 12, expected: 0 },
    { chamber: 13, expected: 240 },
    { chamber: 20, expected: 240 },
    { chamber: 21, expected: 300 },
    { chamber: 25, expected: 300 },
  ])('chamber $chamber: $expected', ({ chamber, expected }) => {
    expect(getMinimumPassiveSp(chamber)).toBe(expected)
  })
})

describe('checkHallOfFormsEligibility', () => {
  const hall = { chamber: 21, version: '10.8' } as const
  test.each([
    { name: 'a 300 SP passive from 9.2', skill: skill({}), hall, expected: { isEligible: true } },
    {
      name: 'exclusive',
      skill: skill({ category: 'weapon', isExclusive: true }),
      hall,
      expected: { isEligible: false, exclusions: ['exclusive'] },
    },
    {
      name: 'weapon with upgrades',
      skill: skill({ category: 'weapon', upgradeIds: ['SID_X' as never] }),
      hall,
      expected: { isEligible: false, exclusions: ['upgradable-weapon'] },
    },
    {
      name: 'two versions before is allowed',
      skill: skill({ version: '10.6' }),
      hall,
      expected: { isEligible: true },
    },
    {
      name: 'one version before is too new',
      skill: skill({ version: '10.7' }),
      hall,
      expected: { isEligible: false, exclusions: ['too-new'] },
    },
    {
      name: 'window across majors: 9.11 is two before 10.1',
      skill: skill({ version: '9.11' }),
      hall: { chamber: 21, version: '10.1' },
      expected: { isEligible: true },
    },
    {
      name: 'window across majors: 10.0 is too new for 10.1',
      skill: skill({ version: '10.0' }),
      hall: { chamber: 21, version: '10.1' },
      expected: { isEligible: false, exclusions: ['too-new'] },
    },
    {
      name: 'window applies below chamber 25 too (bug §7.2 #13)',
      skill: skill({ version: '10.8' }),
      hall: { chamber: 13, version: '10.8' },
      expected: { isEligible: false, exclusions: ['too-new'] },
    },
    {
      name: '240 SP passive in chamber 21',
      skill: skill({ sp: 240 }),
      hall,
      expected: { isEligible: false, exclusions: ['low-sp'] },
    },
    {
      name: '240 SP passive in chamber 13',
      skill: skill({ sp: 240 }),
      hall: { chamber: 13, version: '10.8' },
      expected: { isEligible: true },
    },
    {
      name: 'SP floor is for passives only',
      skill: skill({ category: 'assist', sp: 150 }),
      hall,
      expected: { isEligible: true },
    },
    {
      name: 'chamber 25 wants 9.0 or later',
      skill: skill({ version: '8.11' }),
      hall: { chamber: 25, version: '10.8' },
      expected: { isEligible: false, exclusions: ['before-version-9'] },
    },
    {
      name: 'chamber 25 and 9.0',
      skill: skill({ version: '9.0' }),
      hall: { chamber: 25, version: '10.8' },
      expected: { isEligible: true },
    },
    {
      name: 'chamber 25, unknown version',
      skill: skill({ category: 'weapon', version: null }),
      hall: { chamber: 25, version: '10.8' },
      expected: { isEligible: false, exclusions: ['unknown-version'] },
    },
    {
      name: 'a sacred seal says why it is out (bug §7.2 #13)',
      skill: skill({ category: 'sacredSeal', version: null }),
      hall: { chamber: 25, version: '10.8' },
      expected: { isEligible: false, exclusions: ['not-a-forma-slot'] },
    },
    {
      name: 'every reason at once',
      skill: skill({ category: 'passiveB', isExclusive: true, sp: 200, version: '10.8' }),
      hall: { chamber: 25, version: '10.8' },
      expected: { isEligible: false, exclusions: ['exclusive', 'too-new', 'low-sp'] },
    },
  ] as const)('$name', ({ skill: target, hall: chosen, expected }) => {
    expect(checkHallOfFormsEligibility(target, chosen)).toEqual(expected)
  })
})
