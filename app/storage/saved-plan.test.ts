import { expect, test } from 'vitest'
import { readSavedPlan } from './saved-plan.ts'

const target = { heroId: 'PID_Ike', rarity: 5, isOwned: true, wants: ['SID_a'] }

test.each([
  { name: 'none', raw: null, expected: { ok: true, plan: null } },
  { name: 'none, from a save before plans', raw: undefined, expected: { ok: true, plan: null } },
  {
    name: 'a plan',
    raw: { targets: [target], keep: ['PID_Abel'], protect: ['limited5'] },
    expected: {
      ok: true,
      plan: { targets: [target], keep: ['PID_Abel'], protect: ['limited5'] },
    },
  },
  {
    name: 'not a plan at all',
    raw: 'plan',
    expected: { ok: false, problem: { code: 'invalid', path: 'plan' } },
  },
  {
    name: 'an unknown pool',
    raw: { targets: [], keep: [], protect: ['cheap'] },
    expected: { ok: false, problem: { code: 'invalid', path: 'plan.protect.0' } },
  },
  {
    name: 'seven wants for one hero',
    raw: {
      targets: [{ ...target, wants: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }],
      keep: [],
      protect: [],
    },
    expected: { ok: false, problem: { code: 'invalid', path: 'plan.targets.0.wants' } },
  },
  {
    name: 'a hero without an id',
    raw: { targets: [{ ...target, heroId: '' }], keep: [], protect: [] },
    expected: { ok: false, problem: { code: 'invalid', path: 'plan.targets.0.heroId' } },
  },
])('readSavedPlan: $name', ({ raw, expected }) => {
  expect(readSavedPlan(raw)).toMatchObject(expected)
})
