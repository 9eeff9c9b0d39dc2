import { Button } from '#app/components/ui/button.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import list from '#app/components/ui/list.module.css'
import { ToggleButton } from '#app/components/ui/toggle-button.tsx'
import {
  COLOURS,
  type Colour,
  getColour,
  getWeaponFamily,
  WEAPON_TYPES,
  type WeaponType,
} from '#app/domain/weapon.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { FilterGroup } from './filter-controls.tsx'
import styles from './weapon-filter.module.css'

/** The rows of the weapon filter: a family button, then its weapon types (reference §2.13 #8). */
const WEAPON_ROWS = [
  { family: 'melee', members: ['redSword', 'blueLance', 'greenAxe'] },
  { family: 'bow', members: ['redBow', 'blueBow', 'greenBow', 'colorlessBow'] },
  { family: 'dagger', members: ['redDagger', 'blueDagger', 'greenDagger', 'colorlessDagger'] },
  { family: 'tome', members: ['redTome', 'blueTome', 'greenTome', 'colorlessTome'] },
  { family: 'breath', members: ['redBreath', 'blueBreath', 'greenBreath', 'colorlessBreath'] },
  { family: 'beast', members: ['redBeast', 'blueBeast', 'greenBeast', 'colorlessBeast'] },
  { family: 'staff', members: ['colorlessStaff'] },
] as const satisfies readonly { family: string; members: readonly WeaponType[] }[]

/** Weapons: single types, and colour and family groups that toggle all their members. */
export function WeaponFilter({
  selected,
  onChange,
  t,
}: {
  selected: readonly WeaponType[]
  onChange: (selected: readonly WeaponType[]) => void
  t: Translate
}) {
  const isAllOn = (members: readonly WeaponType[]) =>
    members.every((member) => selected.includes(member))
  const toggleGroup = (members: readonly WeaponType[]) => {
    const next = isAllOn(members)
      ? selected.filter((weapon) => !members.includes(weapon))
      : [...selected, ...members]
    onChange(WEAPON_TYPES.filter((weapon) => next.includes(weapon)))
  }
  const dot = (colour: Colour) => (
    <span aria-hidden className={classNames(list.weaponDot, list[colour], styles.dot)} />
  )
  return (
    <FilterGroup title={t('units.filters.weapons')}>
      <div className={styles.row}>
        {COLOURS.map((colour) => {
          const members = WEAPON_TYPES.filter((weapon) => getColour(weapon) === colour)
          return (
            <ToggleButton key={colour} isOn={isAllOn(members)} onClick={() => toggleGroup(members)}>
              {dot(colour)}
              {t('units.filters.colourGroup', { colour: t(`units.colours.${colour}`) })}
            </ToggleButton>
          )
        })}
        <Button
          size="small"
          onClick={() => onChange([])}
          disabled={selected.length === 0}
          className={styles.clear}
        >
          {t('units.filters.weaponsClear')}
        </Button>
      </div>
      {WEAPON_ROWS.map((row) => (
        <div key={row.family} className={styles.row}>
          {row.members.length > 1 ? (
            <ToggleButton isOn={isAllOn(row.members)} onClick={() => toggleGroup(row.members)}>
              {t(`units.families.${row.family}`)}
            </ToggleButton>
          ) : null}
          {row.members.map((weapon) => (
            <ToggleButton
              key={weapon}
              isOn={selected.includes(weapon)}
              ariaLabel={t(`units.weaponTypes.${weapon}`)}
              onClick={() => toggleGroup([weapon])}
            >
              {dot(getColour(weapon))}
              {row.members.length > 1 &&
              getWeaponFamily(weapon) !== 'sword' &&
              row.family !== 'melee'
                ? t(`units.colours.${getColour(weapon)}`)
                : t(`units.weaponShort.${weapon}`)}
            </ToggleButton>
          ))}
        </div>
      ))}
    </FilterGroup>
  )
}
