import { useCallback, useEffect, useState } from 'react'
import type { Slot } from '#app/domain/skill.ts'

/** The skills lists' choices, kept in the browser (reference §2.7, storage format v1). */
export type SkillListsSettings = {
  readonly version: 1
  readonly filtersBySlot: Readonly<Partial<Record<Slot, readonly string[]>>>
  readonly filterCount: number
  readonly highlighted: readonly number[]
  readonly showRestrictions: boolean
  readonly showDescriptions: boolean
}

export const MAX_FILTERS = 6
const STORAGE_KEY = 'hero-peeler:skills-lists'

export const DEFAULT_SKILL_LISTS_SETTINGS: SkillListsSettings = {
  version: 1,
  filtersBySlot: {},
  filterCount: 3,
  highlighted: [],
  showRestrictions: true,
  showDescriptions: false,
}

/** Reads stored settings; anything unreadable or of another version means the defaults. */
export function parseSkillListsSettings(text: string | null): SkillListsSettings {
  if (text === null) return DEFAULT_SKILL_LISTS_SETTINGS
  try {
    const value = JSON.parse(text) as Partial<SkillListsSettings>
    if (value.version !== 1) return DEFAULT_SKILL_LISTS_SETTINGS
    const count = Number(value.filterCount)
    return {
      ...DEFAULT_SKILL_LISTS_SETTINGS,
      ...value,
      filterCount: Number.isInteger(count) && count >= 1 && count <= MAX_FILTERS ? count : 3,
    }
  } catch {
    // A hand-edited or truncated entry: start over rather than break the page.
    return DEFAULT_SKILL_LISTS_SETTINGS
  }
}

/** The settings, loaded after the first render (the server knows none) and saved on change. */
export function useSkillListsSettings(): [SkillListsSettings, (next: SkillListsSettings) => void] {
  const [settings, setSettings] = useState(DEFAULT_SKILL_LISTS_SETTINGS)
  useEffect(() => {
    setSettings(parseSkillListsSettings(window.localStorage.getItem(STORAGE_KEY)))
  }, [])
  // The same function every render: the page's controls are memoized on it.
  const update = useCallback((next: SkillListsSettings) => {
    setSettings(next)
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  }, [])
  return [settings, update]
}
