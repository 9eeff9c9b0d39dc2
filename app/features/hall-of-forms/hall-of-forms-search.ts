import { FORMA_SLOTS } from '#app/domain/hall-of-forms.ts'
import { FORMA_HERO_COUNT, type FormaSlot } from './hall-of-forms-storage.ts'

/** What the page's address holds: the hero being equipped, the slot browsed, the name filter. */
export type HallOfFormsSearch = {
  /** 0–3: the card whose skills the browser changes. */
  readonly heroIndex: number
  readonly slot: FormaSlot
  readonly query: string
}

export const HALL_OF_FORMS_SEARCH_DEFAULTS: HallOfFormsSearch = {
  heroIndex: 0,
  slot: 'weapon',
  query: '',
}

/** Reads `?hero=1–4&slot=…&q=…`; a malformed value falls back to its default. */
export function parseHallOfFormsSearch(params: URLSearchParams): HallOfFormsSearch {
  const hero = Number(params.get('hero'))
  const slot = FORMA_SLOTS.find((entry) => entry === params.get('slot'))
  return {
    heroIndex:
      Number.isInteger(hero) && hero >= 1 && hero <= FORMA_HERO_COUNT
        ? hero - 1
        : HALL_OF_FORMS_SEARCH_DEFAULTS.heroIndex,
    slot: slot ?? HALL_OF_FORMS_SEARCH_DEFAULTS.slot,
    query: params.get('q') ?? HALL_OF_FORMS_SEARCH_DEFAULTS.query,
  }
}

/** The page's keys in a fixed order, defaults left out; other keys (`?skill=`) are kept. */
export function toHallOfFormsSearchParams(
  search: HallOfFormsSearch,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams()
  if (search.heroIndex !== HALL_OF_FORMS_SEARCH_DEFAULTS.heroIndex)
    params.set('hero', String(search.heroIndex + 1))
  if (search.slot !== HALL_OF_FORMS_SEARCH_DEFAULTS.slot) params.set('slot', search.slot)
  if (search.query !== HALL_OF_FORMS_SEARCH_DEFAULTS.query) params.set('q', search.query)
  for (const [key, value] of current) {
    if (key !== 'hero' && key !== 'slot' && key !== 'q') params.append(key, value)
  }
  return params
}
