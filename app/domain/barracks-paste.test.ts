import { expect, test } from 'vitest'
import { EMPTY_BARRACKS } from './barracks-model.ts'
import {
  addPastedLines,
  formatBarracksText,
  proposedHero,
  readPastedText,
  summarizePaste,
} from './barracks-paste.ts'
import type { HeroId } from './hero.ts'
import { createHeroMatcher, type MatchableHero } from './hero-matcher.ts'
import type { SkillId } from './skill.ts'

const hero = (id: string, name: string, title: string, abbreviatedName = name): MatchableHero => ({
  id: id as HeroId,
  name,
  title,
  abbreviatedName,
})
const HEROES = [
  hero('lucina', 'Lucina', 'Future Witness'),
  hero('b-lucina', 'Lucina', 'Brave Princess', 'B!Lucina'),
  hero('hrid', 'Hríd', 'Icy Blade'),
  hero('abel', 'Abel', 'The Panther'),
  hero('reinhardt', 'Reinhardt', 'Thunder Knight'),
  hero('w-reinhardt', 'Reinhardt', 'Warrior of Wind', 'L!Reinhardt'),
]
const ACCENTS = {}
const SKILLS: Record<string, SkillId> = {
  'distant counter': 'SID_dc' as SkillId,
  'death blow 3': 'SID_db3' as SkillId,
}
const context = {
  matcher: createHeroMatcher(HEROES, ACCENTS),
  accents: ACCENTS,
  skillIdOf: (name: string) => SKILLS[name.toLowerCase()],
}
const names = {
  heroNameOf: (heroId: HeroId) => {
    const found = HEROES.find((each) => each.id === heroId)
    return found && `${found.name}: ${found.title}`
  },
  skillNameOf: (skillId: SkillId) =>
    ({ SID_dc: 'Distant Counter', SID_db3: 'Death Blow 3' })[skillId as string],
}

const PASTE = `
# my barracks
B!Lucina 4★ x3
Hrid +10 keep
lucina brave
abell
Lucin
Reinhart
Nobody at all x2
manual Abel 3* x2
Abel | Distant Counter, Pavise
`

test('a pasted list is read line by line, with what each line needs from the player', () => {
  const lines = readPastedText(PASTE, context)
  expect(lines.map((line) => [line.parsed.name, line.match.status, proposedHero(line)])).toEqual([
    ['B!Lucina', 'matched', 'b-lucina'],
    ['Hrid', 'matched', 'hrid'],
    ['lucina brave', 'matched', 'b-lucina'],
    ['abell', 'matched', 'abel'],
    ['Lucin', 'ambiguous', null],
    ['Reinhart', 'ambiguous', null],
    ['Nobody at all', 'unknown', null],
    ['Abel', 'matched', 'abel'],
    ['Abel', 'matched', 'abel'],
  ])
  expect(summarizePaste(lines)).toEqual({
    lines: 9,
    sure: 4,
    unsure: 2,
    ambiguous: 2,
    unknown: 1,
  })
  expect(lines[8]).toMatchObject({ skillIds: ['SID_dc'], unknownSkillNames: ['Pavise'] })
})

test('nothing is added but what the player settled on; copies, manuals and skills as written', () => {
  const lines = readPastedText(PASTE, context)
  const choices = lines.map(proposedHero)
  choices[4] = 'lucina' as HeroId // the player picks a candidate of the ambiguous line
  const barracks = addPastedLines(EMPTY_BARRACKS, lines, choices, (index) => `p${index}`)
  expect(barracks.entries).toEqual([
    expect.objectContaining({ heroId: 'b-lucina', rarity: 4, copies: 3 }),
    expect.objectContaining({ heroId: 'hrid', rarity: 5, merges: 10, role: 'keep' }),
    // "lucina brave" is another 5★ copy of B!Lucina: a new entry (the first is 4★).
    expect.objectContaining({ heroId: 'b-lucina', rarity: 5, copies: 1 }),
    expect.objectContaining({ heroId: 'abel', rarity: 5, copies: 1, learnedSkillIds: [] }),
    expect.objectContaining({ heroId: 'lucina', rarity: 5 }),
    expect.objectContaining({ heroId: 'abel', learnedSkillIds: ['SID_dc'] }),
  ])
  expect(barracks.manuals).toEqual([{ heroId: 'abel', rarity: 3, count: 2 }])
})

test('a barracks exported as text and pasted back is the same barracks', () => {
  const lines = readPastedText(PASTE, context)
  const choices = lines.map(proposedHero)
  choices[4] = 'lucina' as HeroId
  choices[5] = 'w-reinhardt' as HeroId
  const barracks = addPastedLines(EMPTY_BARRACKS, lines, choices, (index) => `p${index}`)
  const text = formatBarracksText(barracks, names)
  const again = readPastedText(text, context)
  expect(summarizePaste(again)).toMatchObject({ sure: again.length })
  const restored = addPastedLines(
    EMPTY_BARRACKS,
    again,
    again.map(proposedHero),
    (index) => barracks.entries[index]?.id ?? `m${index}`,
  )
  expect(restored).toEqual(barracks)
})

test('an empty barracks is an empty text', () => {
  expect(formatBarracksText(EMPTY_BARRACKS, names)).toBe('')
})
