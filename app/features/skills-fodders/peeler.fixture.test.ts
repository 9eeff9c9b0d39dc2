import { describe, expect, inject, test } from 'vitest'
import type { HeroId } from '#app/domain/hero.ts'
import {
  type DonorOrder,
  findDonors,
  findRuleOutReason,
  findTierChain,
  listGivenSkills,
  type PeelerData,
  peelSkill,
} from '#app/domain/peeler.ts'
import type { SkillId } from '#app/domain/skill.ts'
import { decodePeelerPayload } from '#app/features/skills-fodders/peeler-payload.ts'
import { fromColumnar, type PackedSlug, type SkillListRow } from '#app/payloads/dataset-payloads.ts'
import { readBuiltPayloads } from '../../../test/built-payloads.ts'

// The peeler's rules, run on the fixture's peeler payload as the page decodes it.
const payloads = await readBuiltPayloads(inject('fixtureDataDirectory'))
const peelerPayload = await payloads.read('peeler')
const { data, searchTexts } = decodePeelerPayload(peelerPayload)

function skillId(data: PeelerData, name: string): SkillId {
  const found = [...data.skillsById.values()].find((skill) => skill.name === name)
  if (!found) throw new Error(`No skill ${name}`)
  return found.id
}
function heroId(data: PeelerData, abbreviatedName: string): HeroId {
  const found = [...data.heroesById.values()].find(
    (hero) => hero.abbreviatedName === abbreviatedName,
  )
  if (!found) throw new Error(`No hero ${abbreviatedName}`)
  return found.id
}
const skillName = (id: SkillId): string => data.skillsById.get(id)?.name ?? id

describe('the payload', () => {
  test('holds no refine and no pseudo-skill, and inverts prerequisites into upgrades', async () => {
    const skills = fromColumnar<PackedSlug<SkillListRow>>(await payloads.read('skills'))
    const left = skills.filter(
      (skill) => skill.baseRow !== null || skill.category === 'duo' || skill.category === 'emblem',
    )
    expect(left.length).toBeGreaterThan(0)
    expect(left.filter((skill) => data.skillsById.has(skill.id))).toEqual([])
    expect(data.skillsById.get(skillId(data, 'Fire'))?.upgradeIds.map(skillName)).toEqual([
      'Elfire',
    ])
    expect(data.heroesById.get(heroId(data, 'Tharja'))?.fullName).toBe('Tharja: Dark Shaman')
  })

  test('search texts spell accents out', () => {
    expect(searchTexts.heroes.get(heroId(data, 'M!Alfaðör'))).toContain('Alfador')
  })
})

describe('findDonors: cheapest first by the cost order', () => {
  const cases: [skill: string, order: DonorOrder, donors: string[]][] = [
    // generic 3★/4★, heroic grails 4★, generic 5★ (lower unlock first), nowhere.
    ['Daylight', 'cost', ['Nino@4', 'Sophia@4', 'Chrom@3', 'Marth@4', 'Alfonse@2']],
    ['Daylight', 'name', ['Alfonse@2', 'Chrom@3', 'Marth@4', 'Nino@4', 'Sophia@4']],
    // Olivia comes at 3★ but unlocks it at 5★: a promoted 5★, after the 5★ summon.
    ['Death Blow 3', 'cost', ['Chrom@5', 'Olivia@5', 'Alfonse@4']],
    // Sophia, 4★ in the grails shop, must be promoted: heroic grails 5★, after generic 4★.
    ['Raudrwolf', 'cost', ['Tharja@4', 'Sophia@5']],
    // Special 4★ before special 4★ SHSR.
    ['Atk Tactic 3', 'cost', ['Br!Cecilia@5', 'S!Cordelia@5']],
  ]
  test.each(cases)('%s by %s', (skill, order, expected) => {
    const donors = findDonors(data, skillId(data, skill), { order })
    expect(donors.map((donor) => `${donor.hero.abbreviatedName}@${donor.unlockRarity}`)).toEqual(
      expected,
    )
  })

  const details: [skill: string, hero: string, category: string, promotion: boolean][] = [
    ['Daylight', 'Nino', 'generic4', false],
    ['Daylight', 'Sophia', 'heroicGrails4', false],
    ['Raudrwolf', 'Sophia', 'heroicGrails5', true],
    ['Death Blow 3', 'Olivia', 'generic5', true],
    ['Absorb+', 'Elise', 'generic5', true],
    ['Physic', 'Elise', 'generic4SpecialRate', false],
    ['Daylight', 'Alfonse', 'other', false],
    ['Distant Counter', 'L!Ike', 'limited5', false],
  ]
  test.each(details)('%s from %s: %s, promotion %s', (skill, hero, category, promotion) => {
    const donor = findDonors(data, skillId(data, skill), { order: 'cost' }).find(
      (entry) => entry.hero.abbreviatedName === hero,
    )
    expect(donor?.category).toBe(category)
    expect(donor?.needsPromotion).toBe(promotion)
  })

  test('rearmed and attuned heroes are not used up', () => {
    const notUsedUp = (skill: string) =>
      findDonors(data, skillId(data, skill), { order: 'cost' }).map((donor) => donor.isNotUsedUp)
    expect(notUsedUp('Arc. Caliburnus')).toEqual([true])
    expect(notUsedUp('Adult (Infantry)')).toEqual([true, false])
    expect(notUsedUp('Raudrwolf')).toEqual([false, false])
  })
})

describe('findRuleOutReason', () => {
  const cases: [hero: string, skill: string, reason: string | null][] = [
    ['Abel', 'Distant Counter', null],
    ['Nino', 'Distant Counter', 'weapon'],
    ['Marth', 'Swordbreaker 3', 'weapon'],
    ['Arden', 'Swift Sparrow', 'move'],
    ['F!Valter', 'Swift Sparrow', null],
    ['Abel', 'Urvan', 'exclusive'],
  ]
  test.each(cases)('%s ← %s: %s', (hero, skill, reason) => {
    const target = data.heroesById.get(heroId(data, hero))
    const found = data.skillsById.get(skillId(data, skill))
    if (!target || !found) throw new Error('fixture')
    expect(findRuleOutReason(target, found)).toBe(reason)
  })
})

describe('tier chains and paths', () => {
  test('a chain is lowest first; of two prerequisites, the one with the cheaper donor', () => {
    expect(findTierChain(data, skillId(data, 'Raudrwolf')).map(skillName)).toEqual([
      'Fire',
      'Elfire',
      'Raudrwolf',
    ])
    // Death Blow 2 (Olivia, generic 3★) beats Darting Blow 1 (a 4★ SR).
    expect(findTierChain(data, skillId(data, 'Swift Sparrow')).map(skillName)).toEqual([
      'Death Blow 1',
      'Death Blow 2',
      'Swift Sparrow',
    ])
  })

  const paths = (skill: string, target: string | null = null): string[] =>
    (
      peelSkill(data, skillId(data, skill), {
        order: 'cost',
        targetId: target ? heroId(data, target) : null,
      })?.paths ?? []
    ).map((path) =>
      path.steps
        .map(
          (step) => `${skillName(step.skillId)} ${step.slots} ${step.donor.hero.abbreviatedName}`,
        )
        .join(' + '),
    )

  test('every split of the missing tiers, easiest first, each from its cheapest free donor', () => {
    expect(paths('Raudrwolf')).toEqual([
      'Raudrwolf 3 Tharja',
      // Tharja is used up by Raudrwolf: the lower tiers come from the next cheapest holder.
      'Fire 1 Sophia + Raudrwolf 2 Tharja',
      'Elfire 2 Sophia + Raudrwolf 1 Tharja',
      // Three donors would need a third holder of Fire and Elfire: none.
    ])
    // The top tier's cheapest donor is a generic 5★: every path needs one.
    expect(paths('Death Blow 3')[0]).toBe('Death Blow 3 3 Chrom')
  })

  test('tiers the target has cost nothing; a ruled-out or owned skill has no path', () => {
    // Valter holds Iron, Steel and Brave Lance: only Brave Lance+ is missing.
    expect(paths('Brave Lance+', 'F!Valter')).toEqual(['Brave Lance+ 1 Abel'])
    expect(paths('Swift Sparrow', 'Arden')).toEqual([])
    expect(paths('Brave Lance', 'F!Valter')).toEqual([])
  })

  test('the peel lists the tiers top first, marks owned ones and leaves the target out', () => {
    const peel = peelSkill(data, skillId(data, 'Brave Lance+'), {
      order: 'cost',
      targetId: heroId(data, 'F!Valter'),
    })
    expect(
      peel?.tiers.map(
        (tier) =>
          `${tier.skill.name} ${tier.isOwnedByTarget ? 'owned' : 'missing'} ${tier.donors
            .map((donor) => donor.hero.abbreviatedName)
            .join(',')}`,
      ),
    ).toEqual([
      'Brave Lance+ missing Abel',
      'Brave Lance owned Abel',
      'Steel Lance owned Abel',
      'Iron Lance owned Abel',
    ])
    const ruledOut = peelSkill(data, skillId(data, 'Swift Sparrow'), {
      order: 'cost',
      targetId: heroId(data, 'Arden'),
    })
    expect(ruledOut?.tiers[0]?.ruleOut).toBe('move')
    expect(peelSkill(data, 'SID_none' as SkillId, { order: 'cost' })).toBeNull()
  })
})

describe('listGivenSkills: the inverse view', () => {
  const given = (hero: string): string[] =>
    listGivenSkills(data, heroId(data, hero)).map(
      (entry) =>
        `${entry.skill.name}@${entry.donor.unlockRarity} ${entry.verdict} ${entry.asCheapCount}`,
    )
  test.each([
    // A generic 3★ hero: everything it gives is easy to find again.
    [
      'Tharja',
      [
        'Fire@1 easy 0',
        'Elfire@2 easy 0',
        'Raudrwolf@4 easy 0',
        'Vantage 1@2 easy 0',
        'Vantage 2@4 easy 0',
      ],
    ],
    // A heroic grails hero whose skills nobody cheaper gives: keep it.
    [
      'Myrrh',
      [
        'Fire Breath@3 keep 0',
        'Fire Breath+@4 keep 0',
        'Threaten Def 1@3 keep 0',
        'Threaten Def 2@4 keep 0',
        'Threaten Def 3@5 keep 0',
      ],
    ],
    // Exclusive weapons and specials stay; Fire Breath is cheaper from Myrrh.
    [
      'A!Fae',
      [
        'Fire Breath@1 cheaperElsewhere 1',
        'Fire Breath+@3 cheaperElsewhere 1',
        'Duel Blue 4@5 keep 0',
      ],
    ],
    ['L!Ike', ['Armored Blow 1@1 easy 1', 'Distant Counter@5 keep 0']],
  ])('%s', (hero, expected) => {
    expect(given(hero)).toEqual(expected)
  })

  test('an unknown hero gives nothing', () => {
    expect(listGivenSkills(data, 'PID_none' as HeroId)).toEqual([])
  })
})
