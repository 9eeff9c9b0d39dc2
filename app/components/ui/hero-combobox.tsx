import type { HeroId } from '#app/domain/hero.ts'
import type { PlannerHero } from '#app/payloads/planner-data.ts'
import { Combobox } from './combobox.tsx'
import { HeroPortrait } from './hero-portrait.tsx'
import list from './list.module.css'

type HeroComboboxProps = {
  readonly label: string
  /** Said when no hero's name matches what is typed. */
  readonly noMatchText: string
  readonly heroes: readonly PlannerHero[]
  readonly value: PlannerHero | null
  readonly onChange: (heroId: HeroId | null) => void
  readonly isRequired?: boolean
  readonly error?: string | null
  readonly isDisabled?: boolean
  /** The heroes are coming (said in the list); `onFocus` asks for them the first time. */
  readonly isLoading?: boolean
  readonly loadingText?: string
  readonly onFocus?: () => void
}

const labelOf = (hero: PlannerHero) => hero.fullName
const keyOf = (hero: PlannerHero) => hero.id

/** Picks a hero by name ("Alfaðör" is found by "alfa"): portrait, name and title in the list. */
export function HeroCombobox({ onChange, error = null, ...props }: HeroComboboxProps) {
  return (
    <Combobox
      label={props.label}
      options={props.heroes}
      value={props.value}
      onChange={(hero) => onChange(hero?.id ?? null)}
      getOptionLabel={labelOf}
      getOptionKey={keyOf}
      renderOption={(hero) => (
        <>
          <HeroPortrait src={hero.portrait} name={hero.name} size={28} />
          <span>
            {hero.name}
            <span className={list.secondary}> {hero.title}</span>
          </span>
        </>
      )}
      noMatchText={props.noMatchText}
      isRequired={props.isRequired}
      isError={error !== null}
      helperText={error}
      isDisabled={props.isDisabled}
      isLoading={props.isLoading}
      loadingText={props.loadingText}
      onFocus={props.onFocus}
    />
  )
}
