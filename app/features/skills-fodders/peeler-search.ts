import { DONOR_ORDERS, type DonorOrder } from '#app/domain/peeler.ts'

/**
 * The peeler page's URL: `?name=` a skill to inherit (repeat it for several, as the reference
 * holds one), `?for=` the hero who inherits, `?sort=name`, `?view=gives` with `?peel=` the
 * hero to peel, `?barracks=1` to show the player's own fodder. The hero view owns `?unit=` on
 * every page, so the peeled hero is `?peel=`.
 */
export const PEELER_VIEWS = ['donors', 'gives'] as const
export type PeelerView = (typeof PEELER_VIEWS)[number]

export type PeelerSearch = {
  readonly view: PeelerView
  /** Skill names, in the order picked, without repeats. */
  readonly names: readonly string[]
  readonly targetId: string | null
  readonly order: DonorOrder
  readonly peelId: string | null
  /** Show, per picked skill, the copies and manuals of the player's barracks that give it. */
  readonly isBarracksShown: boolean
}

export const PEELER_SEARCH_DEFAULTS: PeelerSearch = {
  view: 'donors',
  names: [],
  targetId: null,
  order: 'cost',
  peelId: null,
  isBarracksShown: false,
}

/** At most this many skills at once: each brings its donors' tables. */
export const MAX_SKILLS = 8

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | null {
  return (values as readonly string[]).includes(raw ?? '') ? (raw as Value) : null
}

function nonEmpty(raw: string | null): string | null {
  const trimmed = raw?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/** Reads the URL; anything malformed falls back to the default. A lone `?peel=` opens its view. */
export function parsePeelerSearch(params: URLSearchParams): PeelerSearch {
  const names = [...new Set(params.getAll('name').flatMap((name) => nonEmpty(name) ?? []))].slice(
    0,
    MAX_SKILLS,
  )
  const peelId = nonEmpty(params.get('peel'))
  return {
    view: oneOf(PEELER_VIEWS, params.get('view')) ?? (peelId ? 'gives' : 'donors'),
    names,
    targetId: nonEmpty(params.get('for')),
    order: oneOf(DONOR_ORDERS, params.get('sort')) ?? PEELER_SEARCH_DEFAULTS.order,
    peelId,
    // Only `1` turns it on: any other value is the default, off.
    isBarracksShown: params.get('barracks') === '1',
  }
}

/** Whether the URL names skills or a hero: the page then needs the peeler payload at once. */
export function isPeelerNeeded(search: PeelerSearch): boolean {
  return search.names.length > 0 || search.targetId !== null || search.peelId !== null
}

/** The URL of a search, defaults left out (the view too when `?peel=` implies it). */
export function toPeelerParams(search: PeelerSearch): URLSearchParams {
  const params = new URLSearchParams()
  const impliedView = search.peelId ? 'gives' : 'donors'
  if (search.view !== impliedView) params.set('view', search.view)
  for (const name of search.names) params.append('name', name)
  if (search.targetId) params.set('for', search.targetId)
  if (search.order !== PEELER_SEARCH_DEFAULTS.order) params.set('sort', search.order)
  if (search.isBarracksShown) params.set('barracks', '1')
  if (search.peelId) params.set('peel', search.peelId)
  return params
}
