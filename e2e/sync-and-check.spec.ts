import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './test.ts'

// Issue 26: the local run of the scheduled sync-and-deploy workflow (scripts/sync-and-check.ts)
// on the hand-written fixture: sync, Workers build, smoke tests on workerd from E2E_PORT + 72
// (the worker config's servers from there, each with its inspector, up to + 79), report. It rebuilds build-worker/, as `npm run test:e2e:worker` does
// after this suite.

const WORKER_PORT = String(Number(process.env.E2E_PORT ?? 3210) + 72)
// Outside test-results/, which the check's own Playwright run must not share.
let workDirectory = ''

test.beforeAll(async () => {
  workDirectory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-sync-and-check-'))
})
test.afterAll(async () => {
  await rm(workDirectory, { recursive: true, force: true })
})

async function runCheck(...args: string[]): Promise<{ exitCode: number; report: string }> {
  const reportFile = path.join(workDirectory, 'report.md')
  await rm(reportFile, { force: true })
  const child = spawn(
    process.execPath,
    [
      'scripts/sync-and-check.ts',
      ...args,
      ...['--data-dir', path.join(workDirectory, 'data'), '--report', reportFile],
      ...['--port', WORKER_PORT],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const output: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const [exitCode] = await once(child, 'exit')
  const report = await readFile(reportFile, 'utf8').catch(() => output.join(''))
  return { exitCode: Number(exitCode), report }
}

test.describe.configure({ mode: 'serial' })

test('a good source is synced, built for Workers and smoke-tested on workerd', async () => {
  test.setTimeout(300_000)
  const { exitCode, report } = await runCheck('--from', 'test/fixtures/feh-data')
  expect(report).toContain('ready to deploy')
  expect(report).toMatch(/\| sync \(test\/fixtures\/feh-data\) \| passed \|/)
  expect(report).toMatch(/\| build:worker \| passed \| [\d.]+ s \| \d+ static files/)
  expect(report).toMatch(/\| smoke tests on workerd \| passed \| [\d.]+ s \| 7 passed, 0 failed \|/)
  expect(report).toContain('Data as of 2026-08-01: 31 heroes, 120 skills.')
  expect(exitCode).toBe(0)
})

test('a broken source stops at the sync: nothing is built or tested', async () => {
  const { exitCode, report } = await runCheck('--from', path.join(workDirectory, 'nowhere'))
  expect(exitCode).toBe(1)
  expect(report).toContain('not ready to deploy')
  expect(report).toMatch(/\| sync \(.*nowhere\) \| FAILED \|/)
  expect(report).not.toContain('build:worker')
  expect(report).toContain('The sync failed: the data in place is unchanged')
})
