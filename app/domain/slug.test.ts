import { describe, expect, test } from 'vitest'
import { assignSlugs, heroSlug, type SlugEntry, skillSlug, slugify } from './slug.ts'

describe('slugify', () => {
  test.each([
    { name: 'words', text: 'Distant Counter', expected: 'distant-counter' },
    { name: 'tier number', text: 'Death Blow 4', expected: 'death-blow-4' },
    { name: 'slash between stats', text: 'Atk/Spd Solo 4', expected: 'atk-spd-solo-4' },
    { name: 'plus spelled out', text: 'Silver Sword+', expected: 'silver-sword-plus' },
    { name: 'plus after a tier', text: 'HP +5', expected: 'hp-plus-5' },
    { name: 'ampersand', text: 'Blood & Thunder', expected: 'blood-and-thunder' },
    { name: 'apostrophe kept in the word', text: "Arden's Blade", expected: 'ardens-blade' },
    { name: 'curly apostrophe', text: 'Ophelia: Dusk’s Light', expected: 'ophelia-dusks-light' },
    { name: 'abbreviation dot', text: 'Fort. Def/Res 1', expected: 'fort-def-res-1' },
    { name: 'ellipsis and plus', text: "It's Curtains...+", expected: 'its-curtains-plus' },
    { name: 'brackets and marks', text: 'Dist. Counter (D)', expected: 'dist-counter-d' },
    { name: 'accent', text: 'Líf', expected: 'lif' },
    { name: 'thorn', text: 'Þórr', expected: 'thorr' },
    { name: 'eth', text: 'Hríð', expected: 'hrid' },
    { name: 'ash', text: 'Ægir', expected: 'aegir' },
    { name: 'Greek letter', text: 'Hades Ω', expected: 'hades-omega' },
    { name: 'middle dot separates', text: 'Gunnthrá·Ice', expected: 'gunnthra-ice' },
    { name: 'a character with no spelling separates', text: 'Bow→Sword', expected: 'bow-sword' },
    { name: 'markup is only words', text: '<img src=x>', expected: 'img-src-x' },
    { name: 'nothing left', text: 'アベル', expected: '' },
  ])('$name', ({ text, expected }) => {
    expect(slugify(text)).toBe(expected)
  })
})

describe('heroSlug', () => {
  test.each([
    {
      name: 'name and title',
      hero: { name: 'Abel', title: 'The Panther' },
      expected: 'abel-the-panther',
    },
    {
      name: 'accents in both',
      hero: { name: 'Freyja', title: 'Lady of Fólkvangr' },
      expected: 'freyja-lady-of-folkvangr',
    },
    {
      name: 'thorn',
      hero: { name: 'Þórr', title: 'Sovereign of War' },
      expected: 'thorr-sovereign-of-war',
    },
    {
      name: 'quotes in a title',
      hero: { name: 'Hector', title: '"Marquess"' },
      expected: 'hector-marquess',
    },
    { name: 'nothing spellable', hero: { name: 'アベル', title: '' }, expected: 'hero' },
  ])('$name', ({ hero, expected }) => {
    expect(heroSlug(hero)).toBe(expected)
  })
})

describe('skillSlug', () => {
  type Input = Parameters<typeof skillSlug>[0]
  const skill = (overrides: Partial<Input>): Input => ({
    name: 'Distant Counter',
    category: 'passiveA',
    refineKind: null,
    weapon: null,
    ...overrides,
  })
  const staff = { kind: 'weaponType', weaponType: 'colorlessStaff' } as const
  const sword = { kind: 'weaponType', weaponType: 'redSword' } as const
  const inheritable = { isExclusive: false }
  const exclusive = { isExclusive: true }
  test.each([
    { name: 'a passive', input: skill({}), base: null, expected: 'distant-counter' },
    {
      name: 'a weapon with +',
      input: skill({ name: 'Brave Lance+', category: 'weapon' }),
      base: null,
      expected: 'brave-lance-plus',
    },
    { name: 'a tier', input: skill({ name: 'Fury 3' }), base: null, expected: 'fury-3' },
    {
      name: 'a sacred seal beside its passive',
      input: skill({ name: 'Armor March 3', category: 'sacredSeal' }),
      base: null,
      expected: 'armor-march-3-seal',
    },
    {
      name: "a unique weapon's refine",
      input: skill({ name: 'Alondite', category: 'weapon', refineKind: 'effect1', weapon: sword }),
      base: exclusive,
      expected: 'alondite-refine',
    },
    {
      name: "an inheritable sword's effect refine",
      input: skill({
        name: 'Armorsmasher+',
        category: 'weapon',
        refineKind: 'effect1',
        weapon: sword,
      }),
      base: inheritable,
      expected: 'armorsmasher-plus-refine',
    },
    {
      name: 'a second refine of another weapon',
      input: skill({ name: 'Fólkvangr', category: 'weapon', refineKind: 'effect2', weapon: sword }),
      base: exclusive,
      expected: 'folkvangr-refine-2',
    },
    {
      name: "an inheritable staff's first refine",
      input: skill({ name: 'Absorb+', category: 'weapon', refineKind: 'effect1', weapon: staff }),
      base: inheritable,
      expected: 'absorb-plus-wrathful',
    },
    {
      name: "an inheritable staff's second refine",
      input: skill({ name: 'Absorb+', category: 'weapon', refineKind: 'effect2', weapon: staff }),
      base: inheritable,
      expected: 'absorb-plus-dazzling',
    },
    {
      name: "a unique staff's refine",
      input: skill({ name: 'Thökk', category: 'weapon', refineKind: 'effect1', weapon: staff }),
      base: exclusive,
      expected: 'thokk-refine',
    },
    {
      name: 'a refine whose weapon the data lacks',
      input: skill({ name: 'Absorb+', category: 'weapon', refineKind: 'effect1', weapon: staff }),
      base: null,
      expected: 'absorb-plus-refine',
    },
    {
      name: 'a duo skill is named after its hero',
      input: skill({ name: 'Alear: Gifted Dragons', category: 'duo' }),
      base: null,
      expected: 'alear-gifted-dragons',
    },
    {
      name: 'nothing spellable',
      input: skill({ name: '遠距離反撃' }),
      base: null,
      expected: 'skill',
    },
  ])('$name', ({ input, base, expected }) => {
    expect(skillSlug(input, base)).toBe(expected)
  })
})

// The suffixes are written out: a link shared today must open the same skill after any update.
describe('assignSlugs', () => {
  const entry = (id: string, slug: string, additionDate: string | null): SlugEntry<string> => ({
    id,
    slug,
    additionDate,
  })
  const assigned = (entries: readonly SlugEntry<string>[]) => {
    const result = assignSlugs(entries)
    return result.ok ? Object.fromEntries(result.slugs) : result
  }

  test.each([
    {
      name: 'distinct slugs are kept',
      entries: [entry('A', 'abel-the-panther', '2017-02-02'), entry('B', 'distant-counter', null)],
      expected: { A: 'abel-the-panther', B: 'distant-counter' },
    },
    {
      name: 'the first added keeps the slug, a later one gets its hash',
      entries: [
        entry('SID_ミステルトィン', 'missiletainn', '2018-10-23'),
        entry('SID_魔書ミステルトィン', 'missiletainn', '2018-09-14'),
      ],
      expected: { SID_魔書ミステルトィン: 'missiletainn', SID_ミステルトィン: 'missiletainn-e6xf' },
    },
    {
      name: 'the same day: the id decides',
      entries: [entry('B', 'fury-3', '2017-02-02'), entry('A', 'fury-3', '2017-02-02')],
      expected: { A: 'fury-3', B: 'fury-3-8139' },
    },
    {
      name: 'an undated entry comes after dated ones',
      entries: [entry('A', 'fury-3', null), entry('B', 'fury-3', '2020-01-01')],
      expected: { A: 'fury-3-980c', B: 'fury-3' },
    },
    { name: 'no entry', entries: [], expected: {} },
  ])('$name', ({ entries, expected }) => {
    expect(assigned(entries)).toEqual(expected)
  })

  test('a new entry added later leaves the older slugs as they were', () => {
    const before = [entry('SID_魔書ミステルトィン', 'missiletainn', '2018-09-14')]
    const after = [...before, entry('SID_new', 'missiletainn', '2026-08-01')]
    expect(assigned(after)).toMatchObject(assigned(before))
  })

  test('a hashed slug that meets another slug is an error naming both', () => {
    const result = assignSlugs([
      entry('A', 'fury-3', '2017-02-02'),
      entry('B', 'fury-3', '2017-02-02'),
      entry('C', 'fury-3-8139', '2017-02-02'),
    ])
    expect(result).toEqual({
      ok: false,
      error: 'duplicate-slug',
      slug: 'fury-3-8139',
      ids: ['B', 'C'],
    })
  })
})
