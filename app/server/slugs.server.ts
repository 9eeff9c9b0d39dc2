import { type MiddlewareFunction, redirect } from 'react-router'
import type { HeroId } from '#app/domain/hero.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { SlugLookup } from '#app/payloads/whats-new.ts'
import { type Dataset, deriveFromDataset, getDataset, readEntry } from './dataset.server.ts'

// Links name a hero (`?unit=`) or a skill (`?skill=`) by slug (decision 0064). Links from
// before, with the game's ids, still work: a page's address with an id is redirected to the
// one with the slug, and the views' resources (/api/heroes/:key, /api/skills/:key) take both.

/** A hero or skill a link names: its id and the slug links give it. */
export type Named<Id extends string> = { readonly id: Id; readonly slug: string }

function findNamed<Id extends string>(
  byId: Readonly<Record<string, { readonly id: Id; readonly slug: string }>>,
  idBySlug: ReadonlyMap<string, Id>,
  key: string,
): Named<Id> | null {
  const named = readEntry(byId, key)
  if (named) return { id: named.id, slug: named.slug }
  const id = idBySlug.get(key)
  return id === undefined ? null : { id, slug: key }
}

function indexHeroes(dataset: Dataset) {
  return deriveFromDataset(dataset, 'hero-slugs', () => {
    const byId: Record<string, Named<HeroId>> = {}
    const idBySlug = new Map<string, HeroId>()
    for (const { hero } of Object.values(dataset.payloads['hero-details'].data)) {
      byId[hero.id] = { id: hero.id, slug: hero.slug }
      idBySlug.set(hero.slug, hero.id)
    }
    return { byId, idBySlug }
  })
}

function indexSkills(dataset: Dataset) {
  return deriveFromDataset(dataset, 'skill-slugs', () => {
    const byId: Record<string, Named<SkillId>> = {}
    const idBySlug = new Map<string, SkillId>()
    for (const { skill } of Object.values(dataset.payloads['skill-details'].data)) {
      byId[skill.id] = { id: skill.id, slug: skill.slug }
      idBySlug.set(skill.slug, skill.id)
    }
    return { byId, idBySlug }
  })
}

/** The hero a link names by slug, or by id as links did before; null when none is. */
export function findHero(dataset: Dataset, key: string): Named<HeroId> | null {
  const { byId, idBySlug } = indexHeroes(dataset)
  return findNamed(byId, idBySlug, key)
}

/** The skill a link names by slug, or by id as links did before; null when none is. */
export function findSkill(dataset: Dataset, key: string): Named<SkillId> | null {
  const { byId, idBySlug } = indexSkills(dataset)
  return findNamed(byId, idBySlug, key)
}

/**
 * Today's slug of a hero or skill named by id; the id itself for one the data no longer has
 * (its view then says so).
 */
export function readSlugLookup(dataset: Dataset): SlugLookup {
  return {
    hero: (id) => findHero(dataset, id)?.slug ?? id,
    skill: (id) => findSkill(dataset, id)?.slug ?? id,
  }
}

/**
 * The same address with slugs where it names a hero or a skill by id, its other parameters
 * as they were; null when it names none by id (a slug, an unknown name: the view says so).
 */
export function findSlugLocation(dataset: Dataset, url: URL): string | null {
  // React Router's data request for a page (single fetch: `/units.data?…&_routes=…`) is
  // answered as it is: the browser's view takes the slug into the address itself, and a
  // redirect built from this URL would send the browser to the data request's own address.
  if (url.pathname.endsWith('.data')) return null
  const params = new URLSearchParams(url.search)
  let isChanged = false
  for (const [key, find] of [
    ['unit', findHero],
    ['skill', findSkill],
  ] as const) {
    const value = params.get(key)
    const named = value === null ? null : find(dataset, value)
    if (named && named.slug !== value) {
      params.set(key, named.slug)
      isChanged = true
    }
  }
  return isChanged ? `${url.pathname}?${params.toString()}` : null
}

// Permanent, so that search engines and bookmarks move to the slug; kept a day, not forever,
// by browsers (an upstream rename changes a slug).
const SLUG_REDIRECT_HEADERS = { 'Cache-Control': 'public, max-age=86400' }

/** A page's address naming a hero or skill by id leads to the same address with the slug. */
export const slugRedirectMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const location = findSlugLocation(await getDataset(), new URL(request.url))
  if (location !== null) {
    throw redirect(location, { status: 308, headers: SLUG_REDIRECT_HEADERS })
  }
  return next()
}
