import { expect, inject, test } from 'vitest'
import type { SyncStatus } from '#app/payloads/sync-status.ts'
import { loadDataset } from './dataset.server.ts'
import { prefersJson, writeStatusReport } from './sync-status.server.ts'

const dataDirectory = inject('fixtureDataDirectory')

test.each([
  { name: 'no Accept (a script)', accept: null, expected: true },
  { name: 'curl', accept: '*/*', expected: true },
  { name: 'a monitor asking for JSON', accept: 'application/json', expected: true },
  {
    name: 'a browser',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    expected: false,
  },
  { name: 'JSON before HTML', accept: 'application/json, text/html;q=0.5', expected: true },
])('prefersJson: $name', ({ accept, expected }) => {
  expect(prefersJson(accept)).toBe(expected)
})

test('the report says what is served, the last attempt with its error, and the schedule', async () => {
  const dataset = await loadDataset({ dataDirectory, fallbackDirectory: dataDirectory })
  const status: SyncStatus = {
    format: 1,
    lastAttempt: {
      startedAt: '2026-08-21T06:00:00.000Z',
      finishedAt: '2026-08-21T06:00:02.000Z',
      source: 'https://github.com/matxx/feh-data/archive/abc.tar.gz',
      outcome: 'failed',
      upstreamCommit: null,
      generation: null,
      error: 'The upstream data is invalid; nothing was changed.',
    },
    lastSuccessAt: '2026-08-20T06:00:00.000Z',
  }
  const report = writeStatusReport(dataset, status, {
    intervalMs: 3_600_000,
    isRunning: false,
    consecutiveFailures: 1,
    nextAttemptAt: '2026-08-21T08:00:02.000Z',
    lastRun: { ok: false, detail: 'exit code 1', finishedAt: '2026-08-21T06:00:02.000Z' },
  })
  expect(report).toEqual({
    data: {
      isSample: false,
      dataDate: '2026-08-01',
      changedAt: dataset.payloads.summary.data.syncedAt,
      upstreamCommit: null,
      generation: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}$/),
      counts: { heroes: 31, skills: 120 },
    },
    lastAttempt: status.lastAttempt,
    lastSuccessAt: '2026-08-20T06:00:00.000Z',
    schedule: {
      intervalSeconds: 3600,
      isRunning: false,
      consecutiveFailures: 1,
      nextAttemptAt: '2026-08-21T08:00:02.000Z',
    },
  })
  expect(writeStatusReport(dataset, null, null)).toMatchObject({
    lastAttempt: null,
    lastSuccessAt: null,
    schedule: null,
  })
})
