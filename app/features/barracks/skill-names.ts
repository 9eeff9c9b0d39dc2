import { foldText } from '#app/domain/search.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { Columnar, SkillListRow } from '#app/payloads/dataset-payloads.ts'
import { loadPayload } from '#app/payloads/payload-cache.ts'

/** Skill names both ways, for learned skills in a pasted or exported line. */
export type SkillNames = {
  readonly idOf: (name: string) => SkillId | undefined
  readonly nameOf: (skillId: SkillId) => string | undefined
}

/** The skills payload as names (a module-level decoder: the payload cache keys on it). */
function decodeSkillNames(payload: Columnar<SkillListRow>): SkillNames {
  const names = payload.columns.name as readonly string[]
  const ids = payload.columns.id as readonly SkillId[]
  const byName = new Map<string, SkillId>()
  const byId = new Map<SkillId, string>()
  names.forEach((name, index) => {
    const id = ids[index]
    if (id === undefined) return
    byId.set(id, name)
    // The first skill of a name wins: refines share their weapon's name and come after it.
    if (!byName.has(foldText(name))) byName.set(foldText(name), id)
  })
  return { idOf: (name) => byName.get(foldText(name.trim())), nameOf: (id) => byId.get(id) }
}

/**
 * The skills' names, loaded only when a line names skills or an entry has learned some: the
 * skills list is 125 kB the barracks does not otherwise need.
 */
export function loadSkillNames(): Promise<SkillNames> {
  return loadPayload('skills', decodeSkillNames)
}
