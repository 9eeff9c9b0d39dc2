import { useSyncExternalStore } from 'react'
import type { HeroId } from '#app/domain/hero.ts'

/** Browser storage key of the heroes the player marked as owned (the catalog of heroes). */
export const OWNED_HEROES_STORAGE_KEY = 'hero-peeler:owned-heroes'

const EMPTY: ReadonlySet<HeroId> = new Set()
let cachedText: string | null = null
let cachedSet: ReadonlySet<HeroId> = EMPTY

function readOwnedHeroIds(): ReadonlySet<HeroId> {
  let text: string | null
  try {
    text = window.localStorage.getItem(OWNED_HEROES_STORAGE_KEY)
  } catch {
    return EMPTY // storage disabled (private mode): nothing is owned
  }
  if (text === cachedText) return cachedSet
  cachedText = text
  try {
    const parsed: unknown = JSON.parse(text ?? '[]')
    cachedSet = Array.isArray(parsed)
      ? new Set(parsed.filter((id): id is HeroId => typeof id === 'string'))
      : EMPTY
  } catch {
    cachedSet = EMPTY // an unreadable record counts as none, as a bad cookie does
  }
  return cachedSet
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/** The ids of the heroes the player owns; empty on the server and before hydration. */
export function useOwnedHeroIds(): ReadonlySet<HeroId> {
  return useSyncExternalStore(subscribe, readOwnedHeroIds, () => EMPTY)
}
