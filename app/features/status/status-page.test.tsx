import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { StatusReport } from '#app/payloads/sync-status.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { StatusPage } from './status-page.tsx'

const REPORT: StatusReport = {
  data: {
    isSample: false,
    dataDate: '2026-08-15',
    changedAt: '2026-08-21T06:00:00.000Z',
    upstreamCommit: 'abcdef0123456789abcdef0123456789abcdef01',
    generation: '2026-08-21T06-00-00-000Z-1234abcd',
    counts: { heroes: 1409, skills: 6255 },
  },
  lastAttempt: {
    startedAt: '2026-08-22T06:00:00.000Z',
    finishedAt: '2026-08-22T06:00:03.000Z',
    source: 'https://github.com/matxx/feh-data/archive/0123.tar.gz',
    outcome: 'failed',
    upstreamCommit: null,
    generation: null,
    error: 'The upstream data is invalid; nothing was changed.\n  - units.json: file is truncated',
  },
  lastSuccessAt: '2026-08-21T06:00:05.000Z',
  schedule: {
    intervalSeconds: 21_600,
    isRunning: false,
    consecutiveFailures: 1,
    nextAttemptAt: '2026-08-22T18:00:03.000Z',
  },
}

const fact = (region: HTMLElement, term: string) =>
  within(region).getByText(term).nextElementSibling?.textContent

test('the page says the data served, the failed attempt with its error, and the schedule', () => {
  renderWithApp(<StatusPage report={REPORT} />, { path: '/status' })
  const data = screen.getByRole('region', { name: 'The data served' })
  expect(fact(data, 'Data as of')).toBe('2026-08-15')
  expect(fact(data, 'Last changed')).toBe('2026-08-21 06:00:00 UTC')
  expect(fact(data, 'Heroes and skills')).toBe('1,409 heroes, 6,255 skills')
  const attempt = screen.getByRole('region', { name: 'Last update attempt' })
  expect(fact(attempt, 'Outcome')).toBe('Failed: the data served was kept')
  expect(fact(attempt, 'Error')).toContain('units.json: file is truncated')
  expect(fact(attempt, 'Last success')).toBe('2026-08-21 06:00:05 UTC')
  const schedule = screen.getByRole('region', { name: 'Schedule' })
  expect(fact(schedule, 'Every')).toBe('6 h')
  expect(fact(schedule, 'Failures in a row')).toBe('1')
})

test('with no attempt and no schedule the page says so', () => {
  renderWithApp(
    <StatusPage
      report={{
        ...REPORT,
        data: { ...REPORT.data, isSample: true, upstreamCommit: null, generation: null },
        lastAttempt: null,
        lastSuccessAt: null,
        schedule: null,
      }}
    />,
    { path: '/status' },
  )
  expect(screen.getByText(/The small sample dataset/)).toBeTruthy()
  expect(screen.getByText(/No update has been attempted/)).toBeTruthy()
  expect(screen.getByText(/Off: the data is updated by a command/)).toBeTruthy()
})
