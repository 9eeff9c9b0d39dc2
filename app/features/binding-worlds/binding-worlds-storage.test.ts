import { expect, test } from 'vitest'
import { upgradeData } from '#app/storage/browser-saves.ts'
import { BINDING_WORLDS_STORAGE, EMPTY_CANDIDATE_KIT } from './binding-worlds-storage.ts'

const candidate = {
  id: 'a1',
  enclosureLevel: 12,
  heroId: 'PID_A',
  rating: '9.5',
  asset: 'spd',
  flaw: null,
  notes: '',
  hidingReason: null,
  kit: EMPTY_CANDIDATE_KIT,
}

test.each([
  { name: 'the initial data', data: BINDING_WORLDS_STORAGE.initial, isValid: true },
  { name: 'a candidate', data: { candidates: [candidate] }, isValid: true },
  {
    name: 'a level above 28',
    data: { candidates: [{ ...candidate, enclosureLevel: 29 }] },
    isValid: false,
  },
  {
    name: 'a rating of 10',
    data: { candidates: [{ ...candidate, rating: '10' }] },
    isValid: false,
  },
  {
    name: 'an unknown hiding reason',
    data: { candidates: [{ ...candidate, hidingReason: 'boring' }] },
    isValid: false,
  },
  {
    name: 'a kit without its X slot',
    data: { candidates: [{ ...candidate, kit: { weapon: null } }] },
    isValid: false,
  },
])('binding worlds data: $name', ({ data, isValid }) => {
  expect(upgradeData(BINDING_WORLDS_STORAGE, 1, data).ok).toBe(isValid)
})
