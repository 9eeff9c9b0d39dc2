import { describe, expect, test } from 'vitest'
import {
  getColour,
  getWeaponFamily,
  getWeaponGroup,
  isRanged,
  isWeaponTypeSelected,
  WEAPON_TYPES,
} from './weapon.ts'

describe('weapon type parts', () => {
  test.each([
    { weaponType: 'redSword', colour: 'red', family: 'sword', group: 'melee', ranged: false },
    { weaponType: 'greenAxe', colour: 'green', family: 'axe', group: 'melee', ranged: false },
    { weaponType: 'colorlessBow', colour: 'colorless', family: 'bow', group: 'bow', ranged: true },
    { weaponType: 'blueTome', colour: 'blue', family: 'tome', group: 'tome', ranged: true },
    {
      weaponType: 'colorlessStaff',
      colour: 'colorless',
      family: 'staff',
      group: null,
      ranged: true,
    },
    { weaponType: 'redBreath', colour: 'red', family: 'breath', group: 'breath', ranged: false },
    { weaponType: 'greenBeast', colour: 'green', family: 'beast', group: 'beast', ranged: false },
  ] as const)('$weaponType', ({ weaponType, colour, family, group, ranged }) => {
    expect(getColour(weaponType)).toBe(colour)
    expect(getWeaponFamily(weaponType)).toBe(family)
    expect(getWeaponGroup(weaponType)).toBe(group)
    expect(isRanged(weaponType)).toBe(ranged)
  })
  test('24 weapon types, 6 per colour', () => {
    expect(WEAPON_TYPES).toHaveLength(24)
    expect(WEAPON_TYPES.filter((weaponType) => getColour(weaponType) === 'colorless')).toHaveLength(
      6,
    )
  })
})

describe('isWeaponTypeSelected', () => {
  test.each([
    {
      name: 'exact type',
      weaponType: 'redSword',
      selector: { kind: 'weaponType', weaponType: 'redSword' },
      expected: true,
    },
    {
      name: 'other exact type',
      weaponType: 'redSword',
      selector: { kind: 'weaponType', weaponType: 'redTome' },
      expected: false,
    },
    {
      name: 'colour',
      weaponType: 'redBow',
      selector: { kind: 'colour', colour: 'red' },
      expected: true,
    },
    {
      name: 'other colour',
      weaponType: 'blueBow',
      selector: { kind: 'colour', colour: 'red' },
      expected: false,
    },
    {
      name: 'group',
      weaponType: 'blueLance',
      selector: { kind: 'group', group: 'melee' },
      expected: true,
    },
    {
      name: 'staff is in no group',
      weaponType: 'colorlessStaff',
      selector: { kind: 'group', group: 'tome' },
      expected: false,
    },
  ] as const)('$name', ({ weaponType, selector, expected }) => {
    expect(isWeaponTypeSelected(weaponType, selector)).toBe(expected)
  })
})
