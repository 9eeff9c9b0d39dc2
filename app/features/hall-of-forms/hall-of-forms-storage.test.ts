import { expect, test } from 'vitest'
import { upgradeData } from '#app/storage/browser-saves.ts'
import { HALL_OF_FORMS_STORAGE } from './hall-of-forms-storage.ts'

const initial = HALL_OF_FORMS_STORAGE.initial

test.each([
  { name: 'the initial plan', data: initial, isValid: true },
  {
    name: 'chamber 25, version 10.4',
    data: { ...initial, chamber: 25, version: '10.4' },
    isValid: true,
  },
  { name: 'chamber 26', data: { ...initial, chamber: 26 }, isValid: false },
  { name: 'not a version', data: { ...initial, version: 'ten' }, isValid: false },
  { name: 'three heroes', data: { ...initial, heroes: initial.heroes.slice(1) }, isValid: false },
])('hall of forms plan: $name', ({ data, isValid }) => {
  expect(upgradeData(HALL_OF_FORMS_STORAGE, 1, data).ok).toBe(isValid)
})
