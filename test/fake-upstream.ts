import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import { copyFixture } from '../data/read-fixture.ts'

// A fake upstream for the tests of fresh data (issue 26): the fixture as it is, the fixture a
// week later (a new hero, a skill whose SP changed), the same with a hero whose name is markup,
// and a broken version (a file cut short), each as a folder and as the .tar.gz GitHub serves
// for a commit.

/** The hero the newer version adds: a copy of Abel under a new id and name. */
export const NEW_HERO = {
  id: 'PID_フレッシュ',
  name: 'Fresca',
  title: 'Newly Arrived',
  fullName: 'Fresca: Newly Arrived',
  additionDate: '2026-08-15',
} as const

/** The skill whose SP the newer version changes. */
export const CHANGED_SKILL = { id: 'SID_鉄の剣', name: 'Iron Sword', spBefore: 50, spAfter: 60 }

/** The second hero of the hostile version: its name and title are markup, quotes, ampersands. */
export const HOSTILE_HERO = {
  id: 'PID_悪意',
  name: '<img src=x onerror=alert(1)>',
  title: '"Fresca" & <b>Co</b>',
  fullName: '<img src=x onerror=alert(1)>: "Fresca" & <b>Co</b>',
  additionDate: '2026-08-15',
} as const

export const UPSTREAM_VERSIONS = ['base', 'newer', 'hostile', 'broken'] as const
export type UpstreamVersion = (typeof UPSTREAM_VERSIONS)[number]

const COPIED_HERO = 'PID_アベル'
/** The files that hold one record per hero, keyed by `id`. */
const HERO_FILES = [
  'units-stats.json',
  'units-stats-ranks.json',
  'units-arts.json',
  'units-availabilities.json',
  'units-ratings-game8.json',
]

type JsonRecord = Record<string, unknown>

async function editRecords(
  file: string,
  edit: (records: JsonRecord[]) => JsonRecord[],
): Promise<void> {
  const records = JSON.parse(await readFile(file, 'utf8')) as JsonRecord[]
  await writeFile(file, JSON.stringify(edit(records)))
}

/** Writes one version of the upstream's data files into `directory`. */
export async function writeUpstreamVersion(
  directory: string,
  version: UpstreamVersion,
): Promise<void> {
  await rm(directory, { recursive: true, force: true })
  await copyFixture(directory)
  if (version === 'base') return
  if (version === 'broken') {
    const file = path.join(directory, 'units.json')
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.slice(0, Math.floor(text.length / 2)))
    return
  }
  await addHero(directory, NEW_HERO, 9990)
  if (version === 'hostile') await addHero(directory, HOSTILE_HERO, 9991)
  await editRecords(path.join(directory, 'skills.json'), (records) =>
    records.map((record) =>
      record.id === CHANGED_SKILL.id ? { ...record, sp: CHANGED_SKILL.spAfter } : record,
    ),
  )
}

/** Adds a copy of Abel under another id and name, in every file that has a record per hero. */
async function addHero(
  directory: string,
  hero: { id: string; name: string; title: string; fullName: string; additionDate: string },
  idNumber: number,
): Promise<void> {
  await editRecords(path.join(directory, 'units.json'), (records) => {
    const abel = records.find((record) => record.id === COPIED_HERO)
    return [
      ...records,
      {
        ...abel,
        id: hero.id,
        fandom_id: hero.fullName,
        name: hero.name,
        title: hero.title,
        full_name: hero.fullName,
        abbreviated_name: hero.name,
        id_int: idNumber,
        addition_date: hero.additionDate,
        release_date: hero.additionDate,
      },
    ]
  })
  for (const name of HERO_FILES) {
    await editRecords(path.join(directory, name), (records) => {
      const abel = records.find((record) => record.id === COPIED_HERO)
      return abel ? [...records, { ...abel, id: hero.id }] : records
    })
  }
  await editRecords(path.join(directory, 'skills_units.json'), (records) => [
    ...records,
    ...records
      .filter((record) => record.unit_id === COPIED_HERO)
      .map((record) => ({ ...record, unit_id: hero.id })),
  ])
}

/** The archive GitHub serves for a commit: `feh-data-<commit>/data/*.json`. */
export async function packUpstreamVersion(
  dataDirectory: string,
  commit: string,
  archive: string,
): Promise<void> {
  const staging = `${archive}.staging`
  const root = `feh-data-${commit}`
  await rm(staging, { recursive: true, force: true })
  await mkdir(path.join(staging, root), { recursive: true })
  await cp(dataDirectory, path.join(staging, root, 'data'), { recursive: true })
  await tar.c({ gzip: true, cwd: staging, file: archive, portable: true }, [root])
  await rm(staging, { recursive: true, force: true })
}
