import { createHash } from 'node:crypto'
import { readFile, realpath } from 'node:fs/promises'
import path from 'node:path'
import type { PastHall } from '#app/domain/hall-of-forms.ts'
import { rankStats, type StatRanks } from '#app/domain/ranks.ts'
import { listHeroFodderSkills } from '#app/features/hero-detail/hero-fodder.ts'
import type { PlannerSource } from '#app/lib/planner-data.ts'
import {
  type BuildIndex,
  decodeHeroRows,
  type HeroDetail,
  type HeroDetailView,
  type HeroFilterOptions,
  type HeroListRow,
  PAYLOAD_FORMAT,
  PAYLOAD_NAMES,
  type PayloadContents,
  type PayloadName,
  payloadFileName,
  type SkillDescriptionsPayload,
  type SkillDetail,
  type SummaryPayload,
} from '#app/payloads/dataset-payloads.ts'
import { getEnv } from './env.server.ts'

/** One payload held in memory, with the ETag its content hash gives it. */
export type LoadedPayload<Name extends PayloadName> = {
  readonly data: PayloadContents[Name]
  readonly hash: string
  /** The file's JSON text, served as it is (parsing and writing it again costs time). */
  readonly text: string
  /** A strong ETag: the same bytes always get the same tag. */
  readonly etag: string
}

export type Dataset = {
  /** The hand-written fixture stands in: pages show a notice with the command that syncs. */
  readonly isFixture: boolean
  /** Why the fixture is used (no build, or an incomplete one); null for real data. */
  readonly fixtureReason: string | null
  /** The build folder the payloads were read from, symlinks resolved. */
  readonly directory: string
  readonly builtAt: string
  readonly payloads: { readonly [Name in PayloadName]: LoadedPayload<Name> }
}

/** The build could not be read; `directory` and `reason` say which and why. */
export class DatasetError extends Error {
  override readonly name = 'DatasetError'
  readonly directory: string
  readonly reason: string

  constructor(directory: string, reason: string) {
    super(`Cannot load the dataset from ${directory}: ${reason}`)
    this.directory = directory
    this.reason = reason
  }
}

export type DatasetOptions = {
  /** The synced data folder (its build/ holds the payloads). */
  readonly dataDirectory: string
  /**
   * The embedded default: the fixture dataset, built into a data folder by `npm run build`
   * (data/embed-fixture.ts), used when no synced build is present. The server only reads it.
   */
  readonly fallbackDirectory: string
}

/** Where `npm run build` puts the embedded fixture dataset (data/embed-fixture.ts writes it). */
export const EMBEDDED_DATA_DIRECTORY = path.join('build', 'fixture-data')

/** A short content hash: the ETags of payloads and drawn pictures. */
export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

/**
 * Reads a whole build, checking every payload against the hash in index.json (written last
 * by the importer). Throws DatasetError rather than return part of a build.
 */
export async function readBuild(
  buildDirectory: string,
): Promise<Omit<Dataset, 'isFixture' | 'fixtureReason'>> {
  // Resolve the symlinks once: a sync that swaps `current` meanwhile cannot mix two builds.
  const directory = await realpath(buildDirectory).catch(() => null)
  if (directory === null) throw new DatasetError(buildDirectory, 'no build folder')
  const indexText = await readFile(path.join(directory, 'index.json'), 'utf8').catch(() => null)
  if (indexText === null)
    throw new DatasetError(directory, 'no index.json (the build is incomplete)')
  let index: BuildIndex
  try {
    index = JSON.parse(indexText) as BuildIndex
  } catch {
    throw new DatasetError(directory, 'index.json is not valid JSON')
  }
  if (index.format !== PAYLOAD_FORMAT) {
    throw new DatasetError(
      directory,
      `payload format ${index.format}, expected ${PAYLOAD_FORMAT}: run npm run data:build`,
    )
  }
  const payloads = {} as Record<PayloadName, LoadedPayload<PayloadName>>
  for (const name of PAYLOAD_NAMES) {
    const entry = index.payloads?.[name]
    if (!entry) throw new DatasetError(directory, `index.json lists no ${name} payload`)
    const text = await readFile(path.join(directory, path.basename(entry.file)), 'utf8').catch(
      () => null,
    )
    if (text === null) throw new DatasetError(directory, `${entry.file} is missing`)
    if (hashText(text) !== entry.hash)
      throw new DatasetError(directory, `${entry.file} does not match its hash`)
    payloads[name] = {
      data: JSON.parse(text) as PayloadContents[PayloadName],
      hash: entry.hash,
      text,
      etag: `"${entry.hash}"`,
    }
  }
  return { directory, builtAt: index.builtAt, payloads: payloads as Dataset['payloads'] }
}

/** The synced build if complete, else the fixture dataset flagged `isFixture`. */
export async function loadDataset(options: DatasetOptions): Promise<Dataset> {
  let fixtureReason: string
  try {
    const build = await readBuild(path.join(options.dataDirectory, 'build'))
    return { ...build, isFixture: false, fixtureReason: null }
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error
    fixtureReason = error.reason
  }
  const fallback = await readBuild(path.join(options.fallbackDirectory, 'build')).catch(
    (error: unknown) => {
      if (!(error instanceof DatasetError)) throw error
      throw new DatasetError(
        options.dataDirectory,
        `${fixtureReason}, and the embedded fixture is unreadable (${error.reason}): run npm run build`,
      )
    },
  )
  return { ...fallback, isFixture: true, fixtureReason }
}

let datasetPromise: Promise<Dataset> | null = null

/** The dataset, loaded once per process (the first caller waits; later ones share it). */
export function getDataset(options: DatasetOptions = defaultDatasetOptions()): Promise<Dataset> {
  if (datasetPromise === null) {
    datasetPromise = loadDataset(options).catch((error: unknown) => {
      // A failed load is retried by the next request rather than cached forever.
      datasetPromise = null
      throw error
    })
  }
  return datasetPromise
}

/** Forgets the loaded dataset, so the next getDataset reads the build again (after a sync). */
export function resetDataset(): void {
  datasetPromise = null
}

function defaultDatasetOptions(): DatasetOptions {
  return {
    dataDirectory: path.resolve(getEnv().dataDirectory),
    fallbackDirectory: path.resolve(EMBEDDED_DATA_DIRECTORY),
  }
}

/** A slice of a payload: the ETag adds the slice's key to the payload's hash. */
export type PayloadSlice<Data> = { readonly data: Data; readonly etag: string }

function sliceEtag(payload: LoadedPayload<PayloadName>, key: string): string {
  return `"${payload.hash}-${hashText(key).slice(0, 8)}"`
}

export function readPayload<Name extends PayloadName>(
  dataset: Dataset,
  name: Name,
): LoadedPayload<Name> {
  return dataset.payloads[name]
}

export function readHeroDetail(dataset: Dataset, heroId: string): PayloadSlice<HeroDetail> | null {
  const payload = dataset.payloads['hero-details']
  const data = Object.hasOwn(payload.data, heroId) ? payload.data[heroId] : undefined
  return data ? { data, etag: sliceEtag(payload, heroId) } : null
}

export function readSkillDetail(
  dataset: Dataset,
  skillId: string,
): PayloadSlice<SkillDetail> | null {
  const payload = dataset.payloads['skill-details']
  const data = Object.hasOwn(payload.data, skillId) ? payload.data[skillId] : undefined
  return data ? { data, etag: sliceEtag(payload, skillId) } : null
}

/** A skill's description; `data` is null when the skill has none yet (pages say so). */
export function readSkillDescription(
  dataset: Dataset,
  skillId: string,
): PayloadSlice<SkillDescriptionsPayload[string] | null> {
  const payload = dataset.payloads['skill-descriptions']
  const data = Object.hasOwn(payload.data, skillId) ? (payload.data[skillId] ?? null) : null
  return { data, etag: sliceEtag(payload, skillId) }
}

/** The home page's facts: data date, counts, newest heroes and skills. */
export async function readSummary(): Promise<SummaryPayload> {
  return (await getDataset()).payloads.summary.data
}

/** The search boxes' payload URL: fetched on focus, not with the page, accents table included. */
export function searchPayloadUrl(dataset: Dataset): string {
  return `/payloads/${payloadFileName('search', dataset.payloads.search.hash)}`
}

/** A payload by its content-hashed file name (`heroes.<hash>.json`), or null if none has it. */
export async function readPayloadFile(file: string): Promise<LoadedPayload<PayloadName> | null> {
  const dataset = await getDataset()
  const name = PAYLOAD_NAMES.find(
    (candidate) => file === payloadFileName(candidate, dataset.payloads[candidate].hash),
  )
  return name ? dataset.payloads[name] : null
}

/** Where each payload is served: the index pages and tools read to find the current files. */
export async function listPayloadFiles(): Promise<{
  etag: string
  files: Record<PayloadName, string>
}> {
  const dataset = await getDataset()
  const files = Object.fromEntries(
    PAYLOAD_NAMES.map((name) => [name, payloadFileName(name, dataset.payloads[name].hash)]),
  ) as Record<PayloadName, string>
  return { etag: `"${hashText(Object.values(files).join())}"`, files }
}

const heroRowsCache = new WeakMap<Dataset, readonly HeroListRow[]>()

/** /units' server side: every row decoded (once per dataset), the accents, the payload URL. */
export async function readHeroTableSource(): Promise<{
  readonly rows: readonly HeroListRow[]
  readonly accents: PayloadContents['glossary']['accents']
  readonly payloadUrl: string
}> {
  const dataset = await getDataset()
  let rows = heroRowsCache.get(dataset)
  if (rows === undefined) {
    rows = decodeHeroRows(dataset.payloads.heroes.data)
    heroRowsCache.set(dataset, rows)
  }
  return {
    rows,
    accents: dataset.payloads.glossary.data.accents,
    payloadUrl: `/payloads/${payloadFileName('heroes', dataset.payloads.heroes.hash)}`,
  }
}

/** What the unit filters offer: the games, the books and the highest value of each stat. */
export async function readHeroFilterOptions(): Promise<HeroFilterOptions> {
  const dataset = await getDataset()
  const { columns } = dataset.payloads.heroes.data
  const highest = (values: readonly unknown[]) => Math.max(0, ...(values as number[]))
  return {
    games: dataset.payloads.glossary.data.games,
    books: highest(columns.book),
    statMaxima: {
      hp: highest(columns.hp),
      atk: highest(columns.atk),
      spd: highest(columns.spd),
      def: highest(columns.def),
      res: highest(columns.res),
      baseStatTotal: highest(columns.baseStatTotal),
    },
  }
}

let heroRanksCache: { dataset: Dataset; ranks: ReadonlyMap<string, StatRanks> } | null = null

/** Every hero's rank on each 5★ level-40 stat and the BST, computed once per dataset. */
function rankHeroes(dataset: Dataset): ReadonlyMap<string, StatRanks> {
  if (heroRanksCache?.dataset === dataset) return heroRanksCache.ranks
  const rows = decodeHeroRows(dataset.payloads.heroes.data)
  const ranks = rankStats(
    rows.map((row) => ({
      id: row.id as string,
      stats: { hp: row.hp, atk: row.atk, spd: row.spd, def: row.def, res: row.res },
    })),
  )
  heroRanksCache = { dataset, ranks }
  return ranks
}

/**
 * What the hero detail view shows: the hero's detail, its skills named, its ranks among all
 * heroes, each stat's maximum, and the banners where it was focus.
 */
export async function readHeroDetailView(
  heroId: string,
): Promise<PayloadSlice<HeroDetailView> | null> {
  const dataset = await getDataset()
  const detail = readHeroDetail(dataset, heroId)
  if (!detail) return null
  const skillDetails = dataset.payloads['skill-details'].data
  const options = await readHeroFilterOptions()
  const ranks = rankHeroes(dataset).get(heroId)
  return {
    // Ranks and banners come from other payloads: their hashes are part of the tag.
    etag: `${detail.etag.slice(0, -1)}-${dataset.payloads.heroes.hash.slice(0, 6)}${dataset.payloads.catalog.hash.slice(0, 6)}"`,
    data: {
      ...detail.data,
      skillSummaries: detail.data.skills.flatMap((link) => {
        const skill = Object.hasOwn(skillDetails, link.skillId)
          ? skillDetails[link.skillId]?.skill
          : undefined
        return skill
          ? [
              {
                id: skill.id,
                name: skill.name,
                category: skill.category,
                sp: skill.sp,
                tier: skill.tier,
                isExclusive: skill.isExclusive,
              },
            ]
          : []
      }),
      fodderSkills: listHeroFodderSkills(skillDetails, detail.data.skills),
      ranks: ranks ?? null,
      heroCount: dataset.payloads.heroes.data.count,
      statMaxima: options.statMaxima,
      focusBanners: dataset.payloads.catalog.data.banners
        .filter((banner) => banner.focusHeroIds.includes(heroId as HeroDetail['hero']['id']))
        .map((banner) => banner.name),
    },
  }
}

/** Where the planners (Hall of Forms, Binding Worlds) fetch every hero and skill. */
export async function readPlannerSource(): Promise<PlannerSource> {
  const dataset = await getDataset()
  return {
    heroesUrl: `/payloads/${payloadFileName('heroes', dataset.payloads.heroes.hash)}`,
    skillsUrl: `/payloads/${payloadFileName('skills', dataset.payloads.skills.hash)}`,
  }
}

/** The past Halls of Forms the data knows, oldest first. */
export async function readPastHalls(): Promise<readonly PastHall[]> {
  return (await getDataset()).payloads.halls.data
}
