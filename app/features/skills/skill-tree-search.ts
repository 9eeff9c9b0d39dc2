import * as v from 'valibot'
import type { SearchMode } from '#app/domain/search.ts'

export type SkillTreeSearch = { readonly name: string; readonly nameMode: SearchMode }

const SkillTreeSearchSchema = v.object({
  name: v.fallback(v.string(), ''),
  re: v.fallback(v.optional(v.picklist(['1'])), undefined),
})

/** The skill trees page's URL (`?name=`, `re=1` for a regular expression). */
export function parseSkillTreeSearch(params: URLSearchParams): SkillTreeSearch {
  const parsed = v.parse(SkillTreeSearchSchema, {
    name: params.get('name') ?? '',
    re: params.get('re') ?? undefined,
  })
  return { name: parsed.name, nameMode: parsed.re === '1' ? 'regularExpression' : 'text' }
}

export function toSkillTreeSearchParams(search: SkillTreeSearch): URLSearchParams {
  const params = new URLSearchParams()
  if (search.name !== '') params.set('name', search.name)
  if (search.nameMode === 'regularExpression') params.set('re', '1')
  return params
}
