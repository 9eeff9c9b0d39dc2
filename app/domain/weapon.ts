/**
 * The 24 weapon types, in the game's internal order (swords, lances, axes, bows, daggers,
 * tomes, staff, breaths, beasts). The codes are the site's own; `data/` maps upstream names.
 */
export const WEAPON_TYPES = [
  'redSword',
  'blueLance',
  'greenAxe',
  'redBow',
  'blueBow',
  'greenBow',
  'colorlessBow',
  'redDagger',
  'blueDagger',
  'greenDagger',
  'colorlessDagger',
  'redTome',
  'blueTome',
  'greenTome',
  'colorlessTome',
  'colorlessStaff',
  'redBreath',
  'blueBreath',
  'greenBreath',
  'colorlessBreath',
  'redBeast',
  'blueBeast',
  'greenBeast',
  'colorlessBeast',
] as const
export type WeaponType = (typeof WEAPON_TYPES)[number]

/** The four colours of the weapon triangle; "colorless" is the game's word. */
export const COLOURS = ['red', 'blue', 'green', 'colorless'] as const
export type Colour = (typeof COLOURS)[number]

/** A weapon type without its colour. */
export const WEAPON_FAMILIES = [
  'sword',
  'lance',
  'axe',
  'bow',
  'dagger',
  'tome',
  'staff',
  'breath',
  'beast',
] as const
export type WeaponFamily = (typeof WEAPON_FAMILIES)[number]

/**
 * The groups skill restrictions speak of ("All Melee", "All Bow"…): melee is sword, lance
 * and axe together. Staff has no group: restrictions name it as a weapon type.
 */
export const WEAPON_GROUPS = ['melee', 'bow', 'dagger', 'tome', 'breath', 'beast'] as const
export type WeaponGroup = (typeof WEAPON_GROUPS)[number]

/** One entry of a weapon restriction, or the weapon types a weapon skill is made for. */
export type WeaponSelector =
  | { readonly kind: 'weaponType'; readonly weaponType: WeaponType }
  | { readonly kind: 'colour'; readonly colour: Colour }
  | { readonly kind: 'group'; readonly group: WeaponGroup }

const WEAPON_TYPE_PARTS: Readonly<Record<WeaponType, readonly [Colour, WeaponFamily]>> = {
  redSword: ['red', 'sword'],
  blueLance: ['blue', 'lance'],
  greenAxe: ['green', 'axe'],
  redBow: ['red', 'bow'],
  blueBow: ['blue', 'bow'],
  greenBow: ['green', 'bow'],
  colorlessBow: ['colorless', 'bow'],
  redDagger: ['red', 'dagger'],
  blueDagger: ['blue', 'dagger'],
  greenDagger: ['green', 'dagger'],
  colorlessDagger: ['colorless', 'dagger'],
  redTome: ['red', 'tome'],
  blueTome: ['blue', 'tome'],
  greenTome: ['green', 'tome'],
  colorlessTome: ['colorless', 'tome'],
  colorlessStaff: ['colorless', 'staff'],
  redBreath: ['red', 'breath'],
  blueBreath: ['blue', 'breath'],
  greenBreath: ['green', 'breath'],
  colorlessBreath: ['colorless', 'breath'],
  redBeast: ['red', 'beast'],
  blueBeast: ['blue', 'beast'],
  greenBeast: ['green', 'beast'],
  colorlessBeast: ['colorless', 'beast'],
}

export function getColour(weaponType: WeaponType): Colour {
  return WEAPON_TYPE_PARTS[weaponType][0]
}

export function getWeaponFamily(weaponType: WeaponType): WeaponFamily {
  return WEAPON_TYPE_PARTS[weaponType][1]
}

/** The restriction group of a weapon type; staff belongs to none. */
export function getWeaponGroup(weaponType: WeaponType): WeaponGroup | null {
  const family = getWeaponFamily(weaponType)
  switch (family) {
    case 'sword':
    case 'lance':
    case 'axe':
      return 'melee'
    case 'staff':
      return null
    case 'bow':
    case 'dagger':
    case 'tome':
    case 'breath':
    case 'beast':
      return family
    default: {
      const unknown: never = family
      throw new Error(`Unknown weapon family ${String(unknown)}`)
    }
  }
}

/** Whether a weapon type is named by a restriction entry (exact type, its colour or its group). */
export function isWeaponTypeSelected(weaponType: WeaponType, selector: WeaponSelector): boolean {
  switch (selector.kind) {
    case 'weaponType':
      return selector.weaponType === weaponType
    case 'colour':
      return selector.colour === getColour(weaponType)
    case 'group':
      return selector.group === getWeaponGroup(weaponType)
    default: {
      const unknown: never = selector
      throw new Error(`Unknown weapon selector ${JSON.stringify(unknown)}`)
    }
  }
}

/** Ranged weapons attack from 2 spaces: bows, daggers, tomes and staves. */
export function isRanged(weaponType: WeaponType): boolean {
  const family = getWeaponFamily(weaponType)
  return family === 'bow' || family === 'dagger' || family === 'tome' || family === 'staff'
}
