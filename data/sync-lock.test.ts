import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { ImporterError } from './importer-error.ts'
import { acquireSyncLock, SYNC_LOCK_FILE } from './sync-lock.ts'

let dataDirectory: string

beforeEach(async () => {
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-lock-'))
})
afterEach(async () => {
  await rm(dataDirectory, { recursive: true, force: true })
})

const lockFile = () => path.join(dataDirectory, SYNC_LOCK_FILE)

test('a second sync waits until the first releases the lock', async () => {
  const events: string[] = []
  const first = await acquireSyncLock(dataDirectory)
  const second = acquireSyncLock(dataDirectory, { pollMs: 10 }).then((lock) => {
    events.push('second holds it')
    return lock
  })
  await new Promise((resolve) => setTimeout(resolve, 100))
  events.push('first releases it')
  await first.release()
  await (await second).release()
  expect(events).toEqual(['first releases it', 'second holds it'])
  expect(await readdir(dataDirectory)).toEqual([])
})

test.each([
  {
    name: 'a lock whose process is gone is taken over',
    content: JSON.stringify({ pid: 999_999, startedAt: '2026-08-20T10:00:00.000Z' }),
    ageMs: 0,
  },
  { name: 'a lock left empty by a kill is taken over once old', content: '', ageMs: 60_000 },
])('$name', async ({ content, ageMs }) => {
  await writeFile(lockFile(), content)
  const then = new Date(Date.now() - ageMs)
  await utimes(lockFile(), then, then)
  const lock = await acquireSyncLock(dataDirectory, {
    timeoutMs: 500,
    pollMs: 10,
    isProcessAlive: (pid) => pid !== 999_999,
  })
  await lock.release()
  expect(await readdir(dataDirectory)).toEqual([])
})

test('a sync still running past the timeout is named in the error', async () => {
  await writeFile(lockFile(), JSON.stringify({ pid: 4242, startedAt: '2026-08-20T10:00:00.000Z' }))
  const error = await acquireSyncLock(dataDirectory, {
    timeoutMs: 50,
    pollMs: 10,
    isProcessAlive: () => true,
  }).catch((thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(ImporterError)
  expect((error as ImporterError).issues).toEqual([
    { file: lockFile(), message: 'held by process 4242 since 2026-08-20T10:00:00.000Z' },
  ])
})
