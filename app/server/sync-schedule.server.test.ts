import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  MAX_BACKOFF_MS,
  planNextSync,
  type SyncRun,
  startSyncSchedule,
} from './sync-schedule.server.ts'

const HOUR = 3_600_000

test.each([
  { name: 'after a success, the interval', intervalMs: HOUR, failures: 0, expected: HOUR },
  {
    name: 'after one failure, twice the interval',
    intervalMs: HOUR,
    failures: 1,
    expected: 2 * HOUR,
  },
  { name: 'after three in a row, eight times', intervalMs: HOUR, failures: 3, expected: 8 * HOUR },
  { name: 'never past a day', intervalMs: HOUR, failures: 10, expected: MAX_BACKOFF_MS },
  {
    name: 'a weekly schedule keeps its week',
    intervalMs: 7 * 24 * HOUR,
    failures: 2,
    expected: 7 * 24 * HOUR,
  },
  {
    name: 'a thousand failures stay a day',
    intervalMs: 1000,
    failures: 1000,
    expected: MAX_BACKOFF_MS,
  },
])('planNextSync: $name', ({ intervalMs, failures, expected }) => {
  expect(planNextSync({ intervalMs, consecutiveFailures: failures })).toBe(expected)
})

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-08-20T10:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

test('the schedule tries soon after start, backs off after failures and resets on success', async () => {
  const outcomes: SyncRun[] = [
    { ok: false, detail: 'exit code 1' },
    { ok: false, detail: 'exit code 1' },
    { ok: true, detail: 'exit code 0' },
  ]
  const attemptsAt: number[] = []
  const schedule = startSyncSchedule({
    intervalMs: 10 * 60_000,
    runSync: async () => {
      attemptsAt.push(Date.now())
      return outcomes.shift() ?? { ok: true, detail: 'exit code 0' }
    },
  })
  const started = Date.now()
  expect(schedule.readState()).toMatchObject({
    isRunning: false,
    nextAttemptAt: '2026-08-20T10:01:00.000Z',
  })
  // One minute after start, then 20 min (one failure), 40 min (two), then 10 min again.
  await vi.advanceTimersByTimeAsync(60_000 + 20 * 60_000 + 40 * 60_000 + 10 * 60_000)
  schedule.stop()
  expect(attemptsAt.map((time) => (time - started) / 60_000)).toEqual([1, 21, 61, 71])
  expect(schedule.readState()).toMatchObject({
    consecutiveFailures: 0,
    lastRun: { ok: true, detail: 'exit code 0' },
  })
})

test('an attempt that throws counts as a failure; a stopped schedule tries no more', async () => {
  let attempts = 0
  const schedule = startSyncSchedule({
    intervalMs: 5000,
    runSync: () => {
      attempts += 1
      return Promise.reject(new Error('spawn failed'))
    },
  })
  await vi.advanceTimersByTimeAsync(5000)
  expect(schedule.readState()).toMatchObject({
    consecutiveFailures: 1,
    lastRun: { ok: false, detail: 'Error: spawn failed' },
  })
  schedule.stop()
  await vi.advanceTimersByTimeAsync(MAX_BACKOFF_MS)
  expect(attempts).toBe(1)
})
