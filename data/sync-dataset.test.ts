import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { EMPTY_HISTORY, WHATS_NEW_FILE, type WhatsNewHistory } from '#app/payloads/whats-new.ts'
import {
  CHANGED_SKILL,
  NEW_HERO,
  type UpstreamVersion,
  writeUpstreamVersion,
} from '../test/fake-upstream.ts'
import { ImporterError } from './importer-error.ts'
import { copyFixture, FIXTURE_DIRECTORY } from './read-fixture.ts'
import { defaultSource, PINNED_UPSTREAM_COMMIT, parseSource, resolveUpstream } from './sources.ts'
import { type Manifest, readCurrentGeneration, syncDataset, syncLatest } from './sync-dataset.ts'
import { acquireSyncLock } from './sync-lock.ts'
import { readSyncStatus } from './sync-status.ts'

let workDirectory: string
let dataDirectory: string

beforeEach(async () => {
  workDirectory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-sync-'))
  dataDirectory = path.join(workDirectory, 'data')
})
afterEach(async () => {
  await rm(workDirectory, { recursive: true, force: true })
})

async function readManifest(): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(dataDirectory, 'manifest.json'), 'utf8')) as Manifest
}

async function syncFrom(directory: string) {
  return syncDataset({
    source: parseSource(directory),
    dataDirectory,
    now: () => new Date('2026-08-20T10:00:00Z'),
  })
}

/** Breaks a copy of the fixture and syncs from it. */
async function syncBroken(breakCopy: (directory: string) => Promise<void>): Promise<ImporterError> {
  const broken = await copyFixture(path.join(workDirectory, 'broken'))
  await breakCopy(broken)
  const error = await syncFrom(broken).then(
    () => null,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof ImporterError))
    throw new Error(`expected an ImporterError, got ${String(error)}`)
  return error
}

async function editJson(file: string, change: (value: unknown[]) => unknown[]): Promise<void> {
  const value = JSON.parse(await readFile(file, 'utf8')) as unknown[]
  await writeFile(file, JSON.stringify(change(value)))
}

test('a sync from a directory makes a complete build current, with a manifest', async () => {
  const { manifest } = await syncFrom(FIXTURE_DIRECTORY)
  expect(manifest).toMatchObject({
    source: FIXTURE_DIRECTORY,
    upstreamCommit: null,
    dataDate: '2026-08-01',
    syncedAt: '2026-08-20T10:00:00.000Z',
    counts: { heroes: 31, skills: 120 },
    missingOptionalFiles: [],
  })
  expect(manifest.files['units.json']?.sha256).toMatch(/^[0-9a-f]{64}$/)
  expect(manifest.warnings.map((warning) => warning.code)).toContain('skill-without-description')
  expect(await readManifest()).toEqual(manifest)
  const build = await readdir(path.join(dataDirectory, 'build'))
  expect(build).toContain('index.json')
  expect(build.filter((file) => file.startsWith('heroes.'))).toHaveLength(1)
  expect(await readdir(path.join(dataDirectory, 'raw'))).toContain('skills_units.json')
})

describe('a failed sync names the fault and leaves the previous data in place', () => {
  test.each([
    {
      name: 'a truncated file',
      breakCopy: async (directory: string) => {
        const file = path.join(directory, 'skills.json')
        const text = await readFile(file, 'utf8')
        await writeFile(file, text.slice(0, Math.floor(text.length / 2)))
      },
      expected: { file: 'skills.json', message: expect.stringMatching(/truncated/) },
    },
    {
      name: 'a wrong type in one record',
      breakCopy: (directory: string) =>
        editJson(path.join(directory, 'units-stats.json'), (records) =>
          records.map((record, index) =>
            index === 3 ? { ...(record as object), level1_atk: '8' } : record,
          ),
        ),
      expected: { file: 'units-stats.json', index: 3, recordId: 'PID_アンナ', path: 'level1_atk' },
    },
    {
      name: 'a missing required file',
      breakCopy: (directory: string) => rm(path.join(directory, 'skills_units.json')),
      expected: { file: 'skills_units.json', message: 'required file is missing' },
    },
    {
      name: 'the older upstream layout',
      breakCopy: async (directory: string) => {
        await writeFile(path.join(directory, 'seals.json'), '[]')
      },
      expected: { file: 'seals.json', message: expect.stringMatching(/older feh-data layout/) },
    },
    {
      name: 'a duplicate hero id',
      breakCopy: (directory: string) =>
        editJson(path.join(directory, 'units.json'), (records) => [...records, records[0]]),
      expected: { file: 'units.json', index: 31, recordId: 'PID_アベル', path: 'id' },
    },
  ])('$name', async ({ breakCopy, expected }) => {
    await syncFrom(FIXTURE_DIRECTORY)
    const before = await readManifest()
    const generation = await readCurrentGeneration(dataDirectory)
    const error = await syncBroken(breakCopy)
    expect(error.issues[0]).toMatchObject(expected)
    expect(error.message).toContain(expected.file)
    expect(await readManifest()).toEqual(before)
    expect(await readCurrentGeneration(dataDirectory)).toBe(generation)
    const generations = await readdir(path.join(dataDirectory, 'generations'))
    expect(generations.filter((name) => name.startsWith('.staging'))).toEqual([])
  })
})

test('missing optional files are derived or marked missing, not fatal', async () => {
  const copy = await copyFixture(path.join(workDirectory, 'partial'))
  await rm(path.join(copy, 'skills-descriptions.json'))
  await rm(path.join(copy, 'skills-availabilities.json'))
  const { manifest } = await syncFrom(copy)
  expect(manifest.missingOptionalFiles).toEqual([
    'skills-availabilities.json',
    'skills-descriptions.json',
  ])
  expect(
    manifest.warnings.filter((warning) => warning.code === 'optional-file-missing'),
  ).toHaveLength(2)
  const index = JSON.parse(await readFile(path.join(dataDirectory, 'build', 'index.json'), 'utf8'))
  const summary = JSON.parse(
    await readFile(path.join(dataDirectory, 'build', index.payloads.summary.file), 'utf8'),
  )
  expect(summary.counts.skillsWithoutDescription).toBe(120)
})

test('a second sync switches generations and keeps one previous', async () => {
  await syncFrom(FIXTURE_DIRECTORY)
  const first = await readCurrentGeneration(dataDirectory)
  await syncDataset({
    source: parseSource(FIXTURE_DIRECTORY),
    dataDirectory,
    now: () => new Date('2026-08-21T10:00:00Z'),
  })
  await syncDataset({
    source: parseSource(FIXTURE_DIRECTORY),
    dataDirectory,
    now: () => new Date('2026-08-22T10:00:00Z'),
  })
  const generations = await readdir(path.join(dataDirectory, 'generations'))
  expect(generations).toHaveLength(2)
  expect(generations).not.toContain(first)
  expect((await readManifest()).syncedAt).toBe('2026-08-22T10:00:00.000Z')
})

test('each attempt is recorded: the last one, its error, and the last success', async () => {
  await syncFrom(FIXTURE_DIRECTORY)
  const generation = await readCurrentGeneration(dataDirectory)
  expect(await readSyncStatus(dataDirectory)).toEqual({
    format: 1,
    lastAttempt: {
      startedAt: '2026-08-20T10:00:00.000Z',
      finishedAt: '2026-08-20T10:00:00.000Z',
      source: FIXTURE_DIRECTORY,
      outcome: 'updated',
      upstreamCommit: null,
      generation,
      error: null,
    },
    lastSuccessAt: '2026-08-20T10:00:00.000Z',
  })
  await syncBroken((directory) => rm(path.join(directory, 'units.json')))
  const status = await readSyncStatus(dataDirectory)
  expect(status?.lastAttempt).toMatchObject({ outcome: 'failed', generation: null })
  expect(status?.lastAttempt.error).toMatch(/units\.json: required file is missing/)
  expect(status?.lastSuccessAt).toBe('2026-08-20T10:00:00.000Z')
})

test('a sync waits while another holds the data folder', async () => {
  await mkdir(dataDirectory, { recursive: true })
  const other = await acquireSyncLock(dataDirectory)
  const sync = syncDataset({
    source: parseSource(FIXTURE_DIRECTORY),
    dataDirectory,
    lock: { pollMs: 10 },
  })
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(await readCurrentGeneration(dataDirectory)).toBeNull()
  await other.release()
  const { generationDirectory } = await sync
  expect(await readCurrentGeneration(dataDirectory)).toBe(path.basename(generationDirectory))
})

describe('what is new', () => {
  const readHistory = async (): Promise<WhatsNewHistory> =>
    JSON.parse(await readFile(path.join(dataDirectory, 'build', WHATS_NEW_FILE), 'utf8'))
  const syncVersion = async (version: UpstreamVersion, day: string) => {
    const directory = path.join(workDirectory, version)
    await writeUpstreamVersion(directory, version)
    return syncDataset({
      source: parseSource(directory),
      dataDirectory,
      now: () => new Date(`${day}T06:00:00Z`),
    })
  }

  test('a sync adds what changed since the generation before, and carries it forward', async () => {
    const first = await syncVersion('base', '2026-08-20')
    expect(first.manifest.changes).toBeNull()
    expect(await readHistory()).toEqual(EMPTY_HISTORY)

    const second = await syncVersion('newer', '2026-08-21')
    expect(second.manifest.changes).toEqual({
      heroesAdded: 1,
      skillsAdded: 0,
      skillsChanged: 1,
      bannersAdded: 0,
    })
    const entry = {
      date: '2026-08-21',
      syncedAt: '2026-08-21T06:00:00.000Z',
      changes: {
        heroesAdded: [{ id: NEW_HERO.id, name: NEW_HERO.fullName }],
        skillsAdded: [],
        skillsChanged: [
          {
            id: CHANGED_SKILL.id,
            name: CHANGED_SKILL.name,
            slot: 'weapon',
            changes: [{ field: 'sp', before: 50, after: 60 }],
          },
        ],
        bannersAdded: [],
      },
    }
    expect(await readHistory()).toEqual({ format: 1, entries: [entry] })

    await expect(syncVersion('broken', '2026-08-22')).rejects.toThrow(ImporterError)
    expect(await readHistory()).toEqual({ format: 1, entries: [entry] })
    await syncVersion('newer', '2026-08-23')
    expect(await readHistory()).toEqual({ format: 1, entries: [entry] })
  })

  test('a generation from before snapshots is compared through its raw files', async () => {
    await syncVersion('base', '2026-08-20')
    await rm(path.join(dataDirectory, 'current', 'snapshot.json'))
    const { manifest } = await syncVersion('newer', '2026-08-21')
    expect(manifest.changes?.heroesAdded).toBe(1)
  })
})

describe('over http', () => {
  const COMMIT = 'abcdef0123456789abcdef0123456789abcdef01'
  let server: Server
  let baseUrl: string
  let archiveDirectory: string
  let latestAnswer = COMMIT
  const apiRequests: { accept?: string | undefined; authorization?: string | undefined }[] = []

  beforeAll(async () => {
    archiveDirectory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-archive-'))
    const root = `feh-data-${COMMIT}`
    await copyFixture(path.join(archiveDirectory, root, 'data'))
    await writeFile(path.join(archiveDirectory, root, 'README.md'), 'not data')
    await tar.c(
      { gzip: true, cwd: archiveDirectory, file: path.join(archiveDirectory, 'feh-data.tar.gz') },
      [root],
    )
    await mkdir(path.join(archiveDirectory, 'not-an-archive'))
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      if (url.pathname === '/api/commits/HEAD') {
        apiRequests.push({
          accept: request.headers.accept,
          authorization: request.headers.authorization,
        })
        response.writeHead(200, { 'Content-Type': 'application/vnd.github.sha' }).end(latestAnswer)
        return
      }
      if (url.pathname.startsWith('/slow/')) {
        // Half the archive, then nothing: a download a crash interrupts.
        response.writeHead(200, { 'Content-Length': '100000' })
        response.write(Buffer.alloc(50_000))
        return
      }
      const file = url.pathname.startsWith('/archive/')
        ? path.join(archiveDirectory, 'feh-data.tar.gz')
        : url.pathname.startsWith('/hostile/')
          ? path.join(archiveDirectory, path.basename(url.pathname))
          : url.pathname.startsWith('/data/')
            ? path.join(FIXTURE_DIRECTORY, path.basename(url.pathname))
            : null
      if (file === null || url.pathname.endsWith('seals.json')) {
        response.writeHead(404).end()
        return
      }
      createReadStream(file)
        .on('error', () => response.writeHead(404).end())
        .on('open', () => response.writeHead(200))
        .pipe(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await rm(archiveDirectory, { recursive: true, force: true })
  })

  test('a directory URL downloads each file with progress', async () => {
    const labels = new Set<string>()
    const { manifest } = await syncDataset({
      source: parseSource(`${baseUrl}/data/`),
      dataDirectory,
      onProgress: (event) => {
        if (event.isDone) labels.add(event.label)
      },
    })
    expect(manifest.counts.heroes).toBe(31)
    expect(labels).toContain('skills.json')
  })

  test('a .tar.gz archive URL extracts data/*.json and records the commit', async () => {
    const { manifest } = await syncDataset({
      source: parseSource(`${baseUrl}/archive/${COMMIT}.tar.gz`),
      dataDirectory,
    })
    expect(manifest).toMatchObject({ upstreamCommit: COMMIT, counts: { skills: 120 } })
    expect(Object.keys(manifest.files)).not.toContain('README.md')
  })

  test('an archive whose data file is a link is refused, naming the file', async () => {
    const root = `feh-data-${COMMIT}`
    const linked = path.join(archiveDirectory, 'linked')
    await copyFixture(path.join(linked, root, 'data'))
    await rm(path.join(linked, root, 'data', 'units.json'))
    await symlink('/etc/hostname', path.join(linked, root, 'data', 'units.json'))
    await tar.c({ gzip: true, cwd: linked, file: path.join(archiveDirectory, 'linked.tar.gz') }, [
      root,
    ])
    const error = await syncDataset({
      source: parseSource(`${baseUrl}/hostile/linked.tar.gz`),
      dataDirectory,
    }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ImporterError)
    expect((error as ImporterError).issues).toEqual([
      { file: 'units.json', message: 'not a plain file in the archive (SymbolicLink)' },
    ])
    expect(await readCurrentGeneration(dataDirectory)).toBeNull()
  })

  test.each([
    {
      name: 'an archive past its limit',
      url: () => `${baseUrl}/archive/${COMMIT}.tar.gz`,
      limits: { fileBytes: 1e6, archiveBytes: 1000 },
      expected: { message: 'larger than 0 MB, refused' },
    },
    {
      name: 'an archived file past its limit',
      url: () => `${baseUrl}/archive/${COMMIT}.tar.gz`,
      limits: { fileBytes: 20_000, archiveBytes: 1e6 },
      expected: { file: 'skills.json', message: 'larger than 0 MB' },
    },
    {
      name: 'a downloaded file past its limit',
      url: () => `${baseUrl}/data/`,
      limits: { fileBytes: 20_000, archiveBytes: 1e6 },
      expected: { message: 'larger than 0 MB, refused' },
    },
  ])('$name is refused before it fills the disk', async ({ url, limits, expected }) => {
    const error = await syncDataset({ source: parseSource(url()), dataDirectory, limits }).catch(
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(ImporterError)
    expect((error as ImporterError).issues).toContainEqual(expect.objectContaining(expected))
    expect(await readCurrentGeneration(dataDirectory)).toBeNull()
  })

  test('--latest syncs the newest commit, then finds it current and changes nothing', async () => {
    const upstream = { repositoryUrl: baseUrl, apiUrl: `${baseUrl}/api`, token: 'secret-token' }
    const first = await syncLatest({ upstream, dataDirectory })
    expect(first).toMatchObject({ outcome: 'updated', manifest: { upstreamCommit: COMMIT } })
    const generation = await readCurrentGeneration(dataDirectory)
    expect(apiRequests.at(-1)).toEqual({
      accept: 'application/vnd.github.sha',
      authorization: 'Bearer secret-token',
    })
    expect((await readSyncStatus(dataDirectory))?.lastAttempt).toMatchObject({
      outcome: 'updated',
      source: `${baseUrl}/archive/${COMMIT}.tar.gz`,
      upstreamCommit: COMMIT,
      generation,
    })

    const second = await syncLatest({ upstream, dataDirectory })
    expect(second).toEqual({ outcome: 'unchanged', upstreamCommit: COMMIT })
    expect(await readCurrentGeneration(dataDirectory)).toBe(generation)
    expect((await readSyncStatus(dataDirectory))?.lastAttempt).toMatchObject({
      outcome: 'unchanged',
      generation: null,
    })
  })

  test('--latest refuses an answer that is not a commit', async () => {
    latestAnswer = '<html>rate limited</html>'
    const upstream = { repositoryUrl: baseUrl, apiUrl: `${baseUrl}/api`, token: null }
    const error = await syncLatest({ upstream, dataDirectory }).catch((thrown: unknown) => thrown)
    latestAnswer = COMMIT
    expect(error).toBeInstanceOf(ImporterError)
    expect((error as ImporterError).issues).toEqual([
      {
        file: `${baseUrl}/api/commits/HEAD`,
        message: 'the answer is not a commit: "<html>rate limited</html>"',
      },
    ])
    expect(apiRequests.at(-1)?.authorization).toBeUndefined()
    expect((await readSyncStatus(dataDirectory))?.lastAttempt.outcome).toBe('failed')
  })

  test('a sync killed midway leaves the previous data current; the next one goes on', async () => {
    await syncFrom(FIXTURE_DIRECTORY)
    const generation = await readCurrentGeneration(dataDirectory)
    const generations = path.join(dataDirectory, 'generations')
    const child = spawn(
      process.execPath,
      ['data/sync.ts', '--from', `${baseUrl}/slow/${COMMIT}.tar.gz`, '--data-dir', dataDirectory],
      { stdio: 'ignore' },
    )
    const isDownloading = async () => {
      for (const name of await readdir(generations)) {
        const archive = path.join(generations, name, 'upstream.tar.gz')
        if (name.startsWith('.staging-') && (await stat(archive).catch(() => null))?.size)
          return true
      }
      return false
    }
    while (!(await isDownloading())) await new Promise((resolve) => setTimeout(resolve, 20))
    child.kill('SIGKILL')
    await once(child, 'exit')
    expect(await readCurrentGeneration(dataDirectory)).toBe(generation)
    expect(await readdir(dataDirectory)).toContain('sync.lock')

    await syncDataset({
      source: parseSource(FIXTURE_DIRECTORY),
      dataDirectory,
      now: () => new Date('2026-08-21T10:00:00Z'),
    })
    expect(await readCurrentGeneration(dataDirectory)).not.toBe(generation)
    expect((await readdir(generations)).filter((name) => name.startsWith('.'))).toEqual([])
    expect(await readdir(dataDirectory)).not.toContain('sync.lock')
  })

  test('an unreachable source is a clear error', async () => {
    const error = await syncDataset({
      source: parseSource('http://127.0.0.1:9/feh-data.tar.gz'),
      dataDirectory,
    }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ImporterError)
    expect((error as ImporterError).issues[0]?.file).toBe('http://127.0.0.1:9/feh-data.tar.gz')
  })
})

test.each([
  {
    name: 'the default upstream',
    environment: {},
    expected: {
      repositoryUrl: 'https://github.com/matxx/feh-data',
      apiUrl: 'https://api.github.com/repos/matxx/feh-data',
      token: null,
    },
  },
  {
    name: 'a fork on GitHub, with a token',
    environment: { upstreamRepository: 'https://github.com/me/feh-data/', githubToken: 't' },
    expected: {
      repositoryUrl: 'https://github.com/me/feh-data',
      apiUrl: 'https://api.github.com/repos/me/feh-data',
      token: 't',
    },
  },
  {
    name: 'a mirror elsewhere, with its API',
    environment: {
      upstreamRepository: 'http://127.0.0.1:8000/feh-data',
      upstreamApi: 'http://127.0.0.1:8000/api/',
    },
    expected: {
      repositoryUrl: 'http://127.0.0.1:8000/feh-data',
      apiUrl: 'http://127.0.0.1:8000/api',
      token: null,
    },
  },
])('resolveUpstream: $name', ({ environment, expected }) => {
  expect(resolveUpstream(environment)).toEqual(expected)
})

test('the default source stays the pinned commit', () => {
  expect(defaultSource({})).toEqual({
    kind: 'archiveUrl',
    url: `https://github.com/matxx/feh-data/archive/${PINNED_UPSTREAM_COMMIT}.tar.gz`,
  })
})

test.each([
  { text: '../shared/feh-data', kind: 'directory' },
  { text: 'https://example.org/feh-data/data/', kind: 'directoryUrl' },
  { text: 'https://github.com/matxx/feh-data/archive/4601c4f.tar.gz', kind: 'archiveUrl' },
  { text: 'http://example.org/x.tgz', kind: 'archiveUrl' },
])('parseSource: $text is a $kind', ({ text, kind }) => {
  expect(parseSource(text).kind).toBe(kind)
})
