import { beforeAll, expect, inject, test } from 'vitest'
import { EMPTY_BARRACKS } from '#app/domain/barracks-model.ts'
import {
  addPastedLines,
  formatBarracksText,
  proposedHero,
  readPastedText,
  summarizePaste,
} from '#app/domain/barracks-paste.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { createHeroMatcher, type HeroMatcher } from '#app/domain/hero-matcher.ts'
import type { AccentTable } from '#app/domain/search.ts'
import { decodeHeroRows, type HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { readBuiltPayloads } from '../../../test/built-payloads.ts'

// The paste on the real data (1,409 heroes), when HERO_PEELER_DATA names it.
const dataDirectory = inject('fullDataDirectory')
let heroes: HeroListRow[] = []
let accents: AccentTable = {}
let matcher: HeroMatcher

beforeAll(async () => {
  if (!dataDirectory) return
  const payloads = await readBuiltPayloads(dataDirectory)
  heroes = decodeHeroRows(await payloads.read('heroes'))
  accents = (await payloads.read('glossary')).accents
  matcher = createHeroMatcher(heroes, accents)
})

const fullName = (heroId: HeroId | null) => {
  const hero = heroes.find((each) => each.id === heroId)
  return hero ? `${hero.name}: ${hero.title}` : null
}

test.skipIf(!dataDirectory).each([
  ['Lucina: Brave Princess', 'Lucina: Brave Princess'],
  ['B!Lucina 4★ x3', 'Lucina: Brave Princess'],
  ['L!Hrid +10', 'Hríd: Icy Blade'],
  ['lucina brave', 'Lucina: Brave Princess'],
  ['abel the panter', 'Abel: The Panther'],
  ['3x Reinhardt 4*', "Reinhardt: Thunder's Fist"],
  ['manual Hector 4★', 'Hector: General of Ostia'],
])('%s is %s', (line, expected) => {
  const [read] = readPastedText(line, { matcher, accents })
  expect(read && fullName(proposedHero(read))).toBe(expected)
})

test.skipIf(!dataDirectory)('"Hrid" names four heroes: the line offers them all', () => {
  const [read] = readPastedText('Hrid x2', { matcher, accents })
  expect(read?.match.status).toBe('ambiguous')
  const candidates = read?.match.status === 'ambiguous' ? read.match.candidates : []
  expect(candidates.map(fullName).sort()).toEqual([
    'Hríd: Frigid Ninja',
    'Hríd: Icy Blade',
    'Hríd: Island Ice Prince',
    'Hríd: Resolute Prince',
  ])
})

test.skipIf(!dataDirectory)('every hero exported as a line reads back as that hero', () => {
  const barracks = {
    entries: heroes.map((hero, index) => ({
      id: `e${index}`,
      heroId: hero.id,
      rarity: 4 as const,
      merges: index % 11,
      dragonflowers: index % 6,
      copies: 1 + (index % 3),
      role: null,
      learnedSkillIds: [],
    })),
    manuals: [],
  }
  const names = {
    heroNameOf: (heroId: HeroId) => fullName(heroId) ?? undefined,
    skillNameOf: () => undefined,
  }
  const lines = readPastedText(formatBarracksText(barracks, names), { matcher, accents })
  expect(summarizePaste(lines)).toEqual({
    lines: heroes.length,
    sure: heroes.length,
    unsure: 0,
    ambiguous: 0,
    unknown: 0,
  })
  const restored = addPastedLines(
    EMPTY_BARRACKS,
    lines,
    lines.map(proposedHero),
    (index) => `e${index}`,
  )
  expect(restored).toEqual(barracks)
})
