import { useCallback, useState } from 'react'
import type { HeroId } from '#app/domain/hero.ts'
import type { EquippableSkills } from '#app/features/score-calc/score-calc-data.ts'
import { requestJson } from '#app/lib/http-client.ts'
import { reportError } from '#app/lib/monitoring.ts'

export type EquippableSkillsState =
  | { readonly status: 'idle' | 'loading' | 'failed'; readonly skills: null }
  | { readonly status: 'ready'; readonly skills: EquippableSkills }

// Each hero's list is asked for once per visit, whichever slot asks first.
const requests = new Map<HeroId, Promise<EquippableSkills>>()

function requestEquippableSkills(heroId: HeroId): Promise<EquippableSkills> {
  let pending = requests.get(heroId)
  if (!pending) {
    pending = requestJson<EquippableSkills>(
      `/api/score-calc/${encodeURIComponent(heroId)}/skills`,
    ).catch((error: unknown) => {
      requests.delete(heroId) // a later focus tries again
      throw error
    })
    requests.set(heroId, pending)
  }
  return pending
}

/** The skills a hero can equip, slot by slot, loaded when a picker first gets focus. */
export function useEquippableSkills(heroId: HeroId | null): {
  state: EquippableSkillsState
  load: () => void
} {
  const [loaded, setLoaded] = useState<{
    heroId: HeroId
    state: EquippableSkillsState
  } | null>(null)
  const state: EquippableSkillsState =
    loaded?.heroId === heroId ? loaded.state : { status: 'idle', skills: null }
  const load = useCallback(() => {
    if (heroId === null) return
    setLoaded((current) =>
      current?.heroId === heroId && current.state.status !== 'failed'
        ? current
        : { heroId, state: { status: 'loading', skills: null } },
    )
    requestEquippableSkills(heroId).then(
      (skills) => setLoaded({ heroId, state: { status: 'ready', skills } }),
      (error: unknown) => {
        reportError(error, { action: 'load-equippable-skills' })
        setLoaded({ heroId, state: { status: 'failed', skills: null } })
      },
    )
  }, [heroId])
  return { state, load }
}
