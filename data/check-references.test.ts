import { expect, test } from 'vitest'
import { checkReferences } from './check-references.ts'
import { readFixtureUpstream } from './read-fixture.ts'
import type { UpstreamDataset } from './validate.ts'

async function check(change: (dataset: UpstreamDataset) => UpstreamDataset) {
  return checkReferences(change(await readFixtureUpstream()))
}

test('the fixture passes with its three expected warnings', async () => {
  const result = await check((dataset) => dataset)
  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.warnings.map((warning) => warning.code).sort()).toEqual([
    'skill-without-description',
    'skill-without-upstream-availability',
    'upgrade-to-unknown-skill',
  ])
})

test.each([
  {
    name: 'a link to an unknown skill is dropped and counted',
    change: (dataset: UpstreamDataset): UpstreamDataset => ({
      ...dataset,
      skillLinks: [
        ...dataset.skillLinks,
        { unit_id: 'PID_アベル', skill_id: 'SID_NOPE', default: 0, unlock: 5 },
      ],
    }),
    code: 'link-to-unknown-skill',
    path: 'skill_id',
  },
  {
    name: 'a downgrade to an unknown skill is dropped and counted',
    change: (dataset: UpstreamDataset): UpstreamDataset => ({
      ...dataset,
      skills: dataset.skills.map((skill) =>
        skill.id === 'SID_鋼の剣' ? { ...skill, downgrade_ids: ['SID_鉄の剣', 'SID_NOPE'] } : skill,
      ),
    }),
    code: 'downgrade-to-unknown-skill',
    path: 'downgrade_ids[1]',
  },
  {
    name: 'a banner hero that does not exist is dropped',
    change: (dataset: UpstreamDataset): UpstreamDataset => ({
      ...dataset,
      banners: [{ name: 'Broken banner', unit_ids: ['PID_アベル', 'PID_NOPE'] }],
    }),
    code: 'banner-hero-unknown',
    path: 'unit_ids',
  },
])('$name', async ({ change, code, path }) => {
  const result = await check(change)
  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.warnings.find((warning) => warning.code === code)).toMatchObject({ path })
  const links = result.dataset.skillLinks.filter((link) => link.skill_id === 'SID_NOPE')
  expect(links).toEqual([])
  expect(result.dataset.skills.flatMap((skill) => skill.downgrade_ids ?? [])).not.toContain(
    'SID_NOPE',
  )
})

test.each([
  {
    name: 'a duplicate skill id',
    change: (dataset: UpstreamDataset): UpstreamDataset => ({
      ...dataset,
      skills: [...dataset.skills, dataset.skills[0] as UpstreamDataset['skills'][number]],
    }),
    expected: { file: 'skills.json', path: 'id', message: 'duplicate id' },
  },
  {
    name: 'a hero without stats',
    change: (dataset: UpstreamDataset): UpstreamDataset => ({
      ...dataset,
      heroStats: dataset.heroStats.filter((stats) => stats.id !== 'PID_アベル'),
    }),
    expected: {
      file: 'units.json',
      index: 0,
      recordId: 'PID_アベル',
      message: 'hero has no record in units-stats.json',
    },
  },
])('error: $name', async ({ change, expected }) => {
  const result = await check(change)
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.issues[0]).toMatchObject(expected)
})
