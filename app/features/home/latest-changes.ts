import type { Linked, LinkedWhatsNewEntry, NewHero, NewSkill } from '#app/payloads/whats-new.ts'

/** The home page's glimpse of the newest day of changes: counts and a few names to open. */
export type LatestChanges = {
  readonly date: string
  readonly counts: {
    readonly heroes: number
    readonly skills: number
    readonly changed: number
    readonly banners: number
  }
  readonly heroes: readonly Linked<NewHero>[]
  /** New skills first, then changed ones. */
  readonly skills: readonly Linked<NewSkill>[]
}

/** How many names of each kind the home page shows; the rest are on /misc/whats-new. */
export const LATEST_NAMES = 5

export function summarizeLatestChanges(
  newest: LinkedWhatsNewEntry | undefined,
): LatestChanges | null {
  if (newest === undefined) return null
  const { heroesAdded, skillsAdded, skillsChanged, bannersAdded } = newest.changes
  return {
    date: newest.date,
    counts: {
      heroes: heroesAdded.length,
      skills: skillsAdded.length,
      changed: skillsChanged.length,
      banners: bannersAdded.length,
    },
    heroes: heroesAdded.slice(0, LATEST_NAMES),
    skills: [...skillsAdded, ...skillsChanged]
      .slice(0, LATEST_NAMES)
      .map(({ id, slug, name, slot }) => ({ id, slug, name, slot })),
  }
}
