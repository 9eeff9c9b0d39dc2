// The links' slugs (decision 0064) on the whole upstream dataset: unique, well formed, every
// hero and skill reachable by one, the payloads giving back the importer's. Runs only when
// HERO_PEELER_DATA names a directory of the upstream files.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { assignSlugs, heroSlug, skillSlug } from '#app/domain/slug.ts'
import {
  decodeHeroRows,
  fromColumnarWithSlugs,
  type PayloadContents,
  type PeelerHeroRow,
  type PeelerSkillRow,
  readColumns,
  readSkillSlug,
  type SearchEntry,
  usualHeroSlug,
  usualPeelerSkillSlug,
  usualSearchSlug,
} from '#app/payloads/dataset-payloads.ts'
import { buildPayloadContents } from './build-payloads.ts'
import { type NormalizedDataset, normalizeDataset } from './normalize.ts'
import { readUpstreamFrom } from './read-fixture.ts'

const dataDirectory = process.env.HERO_PEELER_DATA
const hasData = dataDirectory !== undefined && existsSync(join(dataDirectory, 'units.json'))
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

describe.skipIf(!hasData)('full dataset: slugs', () => {
  let dataset: NormalizedDataset
  let contents: PayloadContents

  beforeAll(async () => {
    dataset = normalizeDataset(await readUpstreamFrom(dataDirectory ?? '')).dataset
    contents = buildPayloadContents(dataset, {
      upstreamCommit: null,
      syncedAt: '2026-08-20T00:00:00.000Z',
      warningCount: 0,
    }).contents
  })

  test('every hero and every skill has its own slug, lower-case ASCII words', () => {
    for (const records of [dataset.heroes, dataset.skills]) {
      const slugs = records.map((record) => record.slug)
      expect(new Set(slugs).size).toBe(records.length)
      expect(slugs.filter((slug) => !SLUG.test(slug))).toEqual([])
    }
  })

  test('names a player reads, as the links spell them', () => {
    const heroSlugOf = (fullName: string) =>
      dataset.heroes.find((hero) => hero.fullName === fullName)?.slug
    const skillSlugOf = (id: string) => dataset.skills.find((skill) => skill.id === id)?.slug
    expect(
      [
        'Abel: The Panther',
        'Líf: Lethal Swordsman',
        'Þjazi: Ruthless Jötun',
        'Hríd: Icy Blade',
        'Freyja: Lady of Nightmare',
        "Seiðr: Time's Goddesses",
        'Excellus: Conqueror’s Wile',
      ].map(heroSlugOf),
    ).toEqual([
      'abel-the-panther',
      'lif-lethal-swordsman',
      'thjazi-ruthless-jotun',
      'hrid-icy-blade',
      'freyja-lady-of-nightmare',
      'seidr-times-goddesses',
      'excellus-conquerors-wile',
    ])
    expect(
      [
        'SID_遠距離反撃',
        'SID_鬼神の一撃4',
        'SID_アブゾーブ＋',
        'SID_アブゾーブ＋_神',
        'SID_アブゾーブ＋_幻',
        'SID_エタルド_奥',
        'SSID_重装の行軍3',
        'SID_重装の行軍3',
        'SID_ハデスΩ',
      ].map(skillSlugOf),
    ).toEqual([
      'distant-counter',
      'death-blow-4',
      'absorb-plus',
      'absorb-plus-wrathful',
      'absorb-plus-dazzling',
      'alondite-refine',
      'armor-march-3-seal',
      'armor-march-3',
      'hades-omega',
    ])
  })

  test('names the rules cannot tell apart: the first added keeps the slug, later ones a suffix', () => {
    const suffixed = dataset.skills.filter((skill) => {
      const base = skill.baseId ? dataset.skills.find((other) => other.id === skill.baseId) : null
      return skill.slug !== skillSlug(skill, base ?? null)
    })
    // Missiletainn (a tome, then a sword) and eight beasts' two effect refines of one weapon;
    // written out: a link shared today must open the same skill after any update.
    expect(suffixed.map((skill) => skill.slug).sort()).toEqual([
      'brazen-cat-fang-refine-98d7',
      'bunny-fang-refine-cct4',
      'covert-cat-fang-refine-xruo',
      'foxkit-fang-refine-jovi',
      'guardian-fang-refine-ix4j',
      'kitsune-fang-refine-a12x',
      'missiletainn-e6xf',
      'new-foxkit-fang-refine-4df0',
      'taguel-fang-refine-760m',
    ])
    expect(dataset.heroes.filter((hero) => hero.slug !== heroSlug(hero))).toEqual([])
  })

  test('the order records come in does not change a slug', () => {
    const entries = dataset.skills.map((skill) => ({
      id: skill.id,
      slug: skill.slug.replace(/-[0-9a-z]{4}$/, ''),
      additionDate: skill.additionDate,
    }))
    const forward = assignSlugs(entries)
    const backward = assignSlugs([...entries].reverse())
    expect(forward.ok && backward.ok).toBe(true)
    if (forward.ok && backward.ok) {
      expect(new Map([...backward.slugs].sort())).toEqual(new Map([...forward.slugs].sort()))
    }
  })

  test('every list the site decodes gives the importer’s slugs', () => {
    const heroSlugs = new Map(dataset.heroes.map((hero) => [hero.id as string, hero.slug]))
    const skillSlugs = new Map(dataset.skills.map((skill) => [skill.id as string, skill.slug]))
    expect(decodeHeroRows(contents.heroes).map((row) => row.slug)).toEqual(
      dataset.heroes.map((hero) => hero.slug),
    )
    const at = readColumns(contents.skills)
    expect(
      Array.from({ length: contents.skills.count }, (_, index) => readSkillSlug(at, index)),
    ).toEqual(dataset.skills.map((skill) => skill.slug))
    const mismatches = [
      ...fromColumnarWithSlugs<PeelerHeroRow>(contents.peeler.heroes, usualHeroSlug).filter(
        (row) => row.slug !== heroSlugs.get(row.id),
      ),
      ...fromColumnarWithSlugs<PeelerSkillRow>(contents.peeler.skills, usualPeelerSkillSlug).filter(
        (row) => row.slug !== skillSlugs.get(row.id),
      ),
      ...fromColumnarWithSlugs<SearchEntry>(contents.search.entries, usualSearchSlug).filter(
        (entry) => entry.slug !== (entry.kind === 'hero' ? heroSlugs : skillSlugs).get(entry.id),
      ),
    ]
    expect(mismatches).toEqual([])
  })
})
