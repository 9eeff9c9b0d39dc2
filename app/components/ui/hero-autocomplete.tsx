import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import type { HeroId } from '#app/domain/hero.ts'
import type { PlannerHero } from '#app/lib/planner-data.ts'
import { HeroPortrait } from './hero-portrait.tsx'

/** A few dozen suggestions at a time: the list stays fast and short on a phone. */
const MAX_SUGGESTIONS = 50

// "Alfaðör" is found by "alfa" and by accent-free typing of the rest of its letters.
const filterHeroes = createFilterOptions<PlannerHero>({
  limit: MAX_SUGGESTIONS,
  ignoreAccents: true,
  stringify: (hero) => hero.fullName,
})

type HeroAutocompleteProps = {
  readonly label: string
  /** Said when no hero's name matches what is typed. */
  readonly noMatchText: string
  readonly heroes: readonly PlannerHero[]
  readonly value: PlannerHero | null
  readonly onChange: (heroId: HeroId | null) => void
  readonly isRequired?: boolean
  readonly error?: string | null
  readonly isDisabled?: boolean
}

/** Picks a hero by name: a combobox with suggestions as the player types (names as text). */
export function HeroAutocomplete({
  label,
  noMatchText,
  heroes,
  value,
  onChange,
  isRequired = false,
  error = null,
  isDisabled = false,
}: HeroAutocompleteProps) {
  return (
    <Autocomplete
      options={heroes as PlannerHero[]}
      value={value}
      onChange={(_event, hero) => onChange(hero?.id ?? null)}
      filterOptions={filterHeroes}
      getOptionLabel={(hero) => hero.fullName}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      disabled={isDisabled}
      size="small"
      autoHighlight
      noOptionsText={noMatchText}
      renderOption={({ key, ...props }, hero) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <HeroPortrait src={hero.portrait} name={hero.name} size={28} />
          <span>
            {hero.name}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              {hero.title}
            </Box>
          </span>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={isRequired}
          error={error !== null}
          helperText={error}
        />
      )}
    />
  )
}
