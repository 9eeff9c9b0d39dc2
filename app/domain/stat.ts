/** The five stats, in the game's own order (the order of the status screen and of tie-breaks). */
export const STATS = ['hp', 'atk', 'spd', 'def', 'res'] as const
export type Stat = (typeof STATS)[number]

/** One number per stat: level-1 stats, growth rates, stats at a level, ranks… */
export type StatLine = Readonly<Record<Stat, number>>

/** What a stat line adds up to, for a rank or a total. */
export type StatOrTotal = Stat | 'baseStatTotal'

export const RARITIES = [1, 2, 3, 4, 5] as const
export type Rarity = (typeof RARITIES)[number]

export const MIN_LEVEL = 1
export const MAX_LEVEL = 40
export const MAX_MERGES = 10
