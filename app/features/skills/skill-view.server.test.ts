import { expect, inject, test } from 'vitest'
import { loadDataset } from '#app/server/dataset.server.ts'
import { readSkillDescription, readSkillDetail, readSkillView } from './skill-view.server.ts'

const dataDirectory = inject('fixtureDataDirectory')
const dataset = await loadDataset({ dataDirectory, fallbackDirectory: dataDirectory })

test('a skill detail and description are slices of their payloads', () => {
  expect(readSkillDetail(dataset, 'SID_黒豹の槍')?.data.owners).toHaveLength(1)
  expect(readSkillDetail(dataset, 'SID_NOPE')).toBeNull()
  // A skill without a description yet says so (null), and hostile text stays text.
  expect(readSkillDescription(dataset, 'SID_解放の剣').data).toBeNull()
  expect(readSkillDescription(dataset, 'SID_ホスト').data?.base).toContain(
    '<img src=x onerror=alert(1)>',
  )
})

test.each([
  // Two downgrades, their owners together.
  ['SID_攻撃速さの応援', { genericSummonPool: 5 }],
  ['SID_エルファイアー', { genericSummonPool: 3, heroicGrails: 4, limitedDivineCodes: 4 }],
  // A downgrade nobody can be had with: pre-inheritance is empty, not missing.
  ['SID_銀の剣＋', {}],
  // No lower tier at all.
  ['SID_鉄の剣', null],
])('the pre-inheritance of %s is its downgrades’ availability', (skillId, expected) => {
  expect(readSkillView(dataset, skillId)?.data.preInheritance).toEqual(expected)
})
