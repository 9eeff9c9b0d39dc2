import type { HeroId } from './hero.ts'

/** A summoning banner and its focus heroes. */
export type Banner = {
  readonly name: string
  readonly focusHeroIds: readonly HeroId[]
}

/** A hero of the Heroic Grails shop, and since when. */
export type HeroicGrailsEntry = {
  readonly heroId: HeroId
  readonly rarity: 4 | 5
  /** When the hero was added to the shop, ISO date and time (UTC). */
  readonly addedAt: string
}
