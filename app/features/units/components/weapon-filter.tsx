import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
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

const COLOUR_DOT = {
  red: 'error.main',
  blue: 'info.main',
  green: 'success.main',
  colorless: 'grey.500',
} as const satisfies Record<Colour, string>

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
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: COLOUR_DOT[colour],
        mr: 0.5,
        flexShrink: 0,
      }}
    />
  )
  return (
    <FilterGroup title={t('units.filters.weapons')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, width: '100%' }}>
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
          sx={{ py: 0.25 }}
        >
          {t('units.filters.weaponsClear')}
        </Button>
      </Box>
      {WEAPON_ROWS.map((row) => (
        <Box key={row.family} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, width: '100%' }}>
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
        </Box>
      ))}
    </FilterGroup>
  )
}
