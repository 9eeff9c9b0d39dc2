import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_ORIGIN, listSeriousAxeFindings } from './pages.ts'
import { expect, test } from './test.ts'

// Issue 26: fresh data without a restart. A fake upstream (folders and GitHub-style archives
// written by test/write-fake-upstream.ts: the fixture, a week later with a new hero and a
// changed skill, the same with a hero named in markup, and a broken one) is served by a local
// HTTP server with GitHub's "newest commit" API. Two servers of the build run on their own
// data folders: one synced by the command, one by its own schedule.

type Version = 'base' | 'newer' | 'hostile' | 'broken'
type StatusJson = {
  data: { upstreamCommit: string | null; counts: { heroes: number } }
  lastAttempt: {
    outcome: string
    error: string | null
    upstreamCommit: string | null
    finishedAt: string
  } | null
  schedule: {
    intervalSeconds: number
    consecutiveFailures: number
    isRunning: boolean
    nextAttemptAt: string | null
  } | null
}

// One folder per worker: --repeat-each may run two copies of this file side by side.
const WORK = path.resolve('test-results', `fresh-data-${process.env.TEST_PARALLEL_INDEX ?? 0}`)
const UPSTREAM = path.join(WORK, 'upstream')
// Ports are taken when the servers start: other worktrees' suites run beside this one.
const COMMAND = { name: 'command', port: 0, data: path.join(WORK, 'command') }
const SCHEDULE = { name: 'schedule', port: 0, data: path.join(WORK, 'schedule') }
const SCHEDULE_INTERVAL = '3s'

let commits: Record<Version, string>
/** What the fake API answers as each repository's newest commit. */
const latest: Record<string, Version> = { command: 'base', schedule: 'base' }
let upstream: Server
let upstreamUrl = ''
const servers: ChildProcess[] = []

test.describe.configure({ mode: 'serial' })

function upstreamEnvironment(repository: string): Record<string, string> {
  return {
    HERO_PEELER_UPSTREAM_REPOSITORY: `${upstreamUrl}/${repository}`,
    HERO_PEELER_UPSTREAM_API: `${upstreamUrl}/${repository}/api`,
  }
}

/** `npm run data:sync -- --latest` on a data folder; resolves to its exit code and output. */
function syncLatest(
  repository: string,
  dataDirectory: string,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['data/sync.ts', '--latest', '--data-dir', dataDirectory],
      { env: { ...process.env, ...upstreamEnvironment(repository) } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    )
  })
}

/** A port nothing listens on now (the system picks it). */
async function findFreePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

async function startServer(
  target: typeof COMMAND,
  extra: Record<string, string> = {},
): Promise<ChildProcess> {
  target.port = await findFreePort()
  const server = spawn(process.execPath, ['server.ts'], {
    env: {
      ...process.env,
      ...upstreamEnvironment(target.name),
      ...extra,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(target.port),
      SITE_ORIGIN: E2E_ORIGIN,
      SESSION_SECRET: 'end-to-end-tests-session-secret',
      HERO_PEELER_DATA_DIR: target.data,
    },
    stdio: 'ignore',
  })
  servers.push(server)
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const isUp = await fetch(`${originOf(target)}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (isUp) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server on ${target.data} did not start`)
}

function originOf(target: typeof COMMAND): string {
  return `http://127.0.0.1:${target.port}`
}

async function readStatus(request: APIRequestContext, origin: string): Promise<StatusJson> {
  const response = await request.get(`${origin}/status`, {
    headers: { Accept: 'application/json' },
  })
  expect(response.headers()['content-type']).toContain('application/json')
  return (await response.json()) as StatusJson
}

/** Asks /status until `isReady` holds (30 s at most), and gives that answer. */
async function waitForStatus(
  request: APIRequestContext,
  origin: string,
  isReady: (status: StatusJson) => boolean,
): Promise<StatusJson> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const status = await readStatus(request, origin)
    if (isReady(status)) return status
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`/status on ${origin} never said what the test waits for`)
}

async function readHeroesPayloadUrl(request: APIRequestContext, origin: string) {
  const index = (await (await request.get(`${origin}/payloads/index.json`)).json()) as {
    heroes: string
  }
  return index.heroes
}

/** Counts dialogs a page opens: hostile names must never run as script. */
function countDialogs(page: Page): () => number {
  let dialogs = 0
  page.on('dialog', async (dialog) => {
    dialogs += 1
    await dialog.dismiss()
  })
  return () => dialogs
}

/** A page as a returning visitor's browser asks for it, and what the server's cache did. */
async function readKeptPage(request: APIRequestContext, url: string) {
  const response = await request.get(url, {
    headers: { Accept: 'text/html', Cookie: 'i18n_redirected=en' },
  })
  return { status: response.headers()['cache-status'], html: await response.text() }
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await rm(WORK, { recursive: true, force: true })
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['test/write-fake-upstream.ts', UPSTREAM], (error) =>
      error ? reject(error) : resolve(),
    ),
  )
  commits = JSON.parse(await readFile(path.join(UPSTREAM, 'commits.json'), 'utf8'))
  const versionOf = new Map(Object.entries(commits).map(([version, commit]) => [commit, version]))
  upstream = createServer((request, response) => {
    // /<repository>/api/commits/HEAD, or /<repository>/archive/<commit>.tar.gz
    const [repository = '', kind = '', ...rest] = new URL(request.url ?? '/', upstreamUrl).pathname
      .split('/')
      .filter(Boolean)
    if (kind === 'api' && rest.join('/') === 'commits/HEAD' && repository in latest) {
      response
        .writeHead(200, { 'Content-Type': 'application/vnd.github.sha' })
        .end(commits[latest[repository] ?? 'base'])
      return
    }
    const version =
      kind === 'archive' ? versionOf.get(rest[0]?.replace(/\.tar\.gz$/, '') ?? '') : null
    if (!version) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': 'application/gzip' })
    createReadStream(path.join(UPSTREAM, `${version}.tar.gz`)).pipe(response)
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`

  for (const target of [COMMAND, SCHEDULE]) {
    const first = await syncLatest(target.name, target.data)
    expect(first.code, first.output).toBe(0)
  }
  // Pages ask every second whether a new build or new data is out.
  await startServer(COMMAND, { BUILD_CHECK_INTERVAL_MS: '1000' })
  await startServer(SCHEDULE, { HERO_PEELER_SYNC_INTERVAL: SCHEDULE_INTERVAL })
})

test.afterAll(async () => {
  for (const server of servers) server.kill()
  upstream?.closeAllConnections()
  await new Promise((resolve) => upstream?.close(resolve))
})

test('--latest brings a new hero and a changed skill into the running server', async ({
  page,
  request,
}) => {
  const origin = originOf(COMMAND)
  const server = servers[0]
  const before = await readStatus(request, origin)
  expect(before.data.upstreamCommit).toBe(commits.base)
  const heroesBefore = await readHeroesPayloadUrl(request, origin)
  // The page is kept by the server (decision 0068): the second answer comes from its cache.
  await readKeptPage(request, `${origin}/misc/whats-new`)
  const kept = await readKeptPage(request, `${origin}/misc/whats-new`)
  expect(kept.status).toBe('hero-peeler; hit')
  expect(kept.html).toContain('Data as of 2026-08-01')
  await page.goto(`${origin}/misc/whats-new`)
  await expect(page.getByText(/Nothing recorded yet/)).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('Data as of 2026-08-01')

  latest.command = 'newer'
  const sync = await syncLatest('command', COMMAND.data)
  expect(sync.code, sync.output).toBe(0)
  // The server looks for a new generation every 2 s: no restart, the same process.
  await expect
    .poll(async () => (await readStatus(request, origin)).data.upstreamCommit, { timeout: 20_000 })
    .toBe(commits.newer)
  expect(server?.exitCode).toBeNull()
  // New content, new hashed file names: browsers and caches fetch the new payloads.
  expect(await readHeroesPayloadUrl(request, origin)).not.toBe(heroesBefore)
  // The page kept from the old data is not served again: it is drawn from the new.
  const drawn = await readKeptPage(request, `${origin}/misc/whats-new`)
  expect(drawn.status).toBe('hero-peeler; fwd=miss; stored')
  expect(drawn.html).toContain('Data as of 2026-08-15')

  // The page drawn from the old data says new data is out, with what it brought; a reload
  // shows it everywhere, the footer's date included.
  const announcement = page
    .getByRole('status')
    .filter({ hasText: 'New data is out. New heroes: 1 · New skills: 0 · Changed skills: 1' })
  await expect(announcement).toBeVisible()
  await announcement.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('contentinfo')).toContainText('Data as of 2026-08-15')
  await expect(page.getByRole('link', { name: 'Fresca: Newly Arrived' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'New data' })).toHaveCount(0)

  await page.goto(`${origin}/units?q=fresca`)
  await expect(page.getByRole('status').filter({ hasText: 'heroes' })).toHaveText('1 of 32 heroes')
  await expect(page.getByRole('link', { name: /Fresca/ }).first()).toBeVisible()

  await page.goto(`${origin}/misc/whats-new`)
  const day = page.getByRole('region', { name: /^Changes seen on \d{4}-\d{2}-\d{2}$/ })
  await expect(day).toHaveCount(1)
  await expect(
    day.getByText('New heroes: 1 · New skills: 0 · Changed skills: 1 · New banners: 0'),
  ).toBeVisible()
  await expect(day.getByText('SP 50 → 60')).toBeVisible()
  await day.getByRole('link', { name: 'Fresca: Newly Arrived' }).click()
  await expect(page.getByRole('dialog', { name: 'Fresca: Newly Arrived' })).toBeVisible()
  await expect(page).toHaveURL(/\/misc\/whats-new\?unit=fresca-newly-arrived$/)
  await page.keyboard.press('Escape')
  await day.getByRole('link', { name: 'Iron Sword' }).click()
  await expect(page.getByRole('dialog', { name: /Iron Sword/ })).toBeVisible()

  // The home page shows the latest day and leads to the rest.
  await page.goto(origin)
  const latestChanges = page.getByRole('region', { name: "What's new" })
  await expect(latestChanges.getByRole('link', { name: 'Fresca: Newly Arrived' })).toBeVisible()
  await expect(latestChanges.getByRole('link', { name: 'Iron Sword' })).toBeVisible()
  await latestChanges.getByRole('link', { name: 'Every change, day by day' }).click()
  await expect(page).toHaveURL(`${origin}/misc/whats-new`)
})

test('a broken upstream leaves the data as it was, and /status says why', async ({
  page,
  request,
}) => {
  const origin = originOf(COMMAND)
  latest.command = 'broken'
  const sync = await syncLatest('command', COMMAND.data)
  expect(sync.code).not.toBe(0)
  expect(sync.output).toContain('units.json')

  const status = await readStatus(request, origin)
  expect(status.data.upstreamCommit).toBe(commits.newer)
  expect(status.data.counts.heroes).toBe(32)
  expect(status.lastAttempt?.outcome).toBe('failed')
  expect(status.lastAttempt?.error).toContain('units.json')
  expect(status.schedule).toBeNull()

  await page.goto(`${origin}/status`)
  await expect(page.getByRole('heading', { level: 1, name: 'Data status' })).toBeVisible()
  const data = page.getByRole('region', { name: 'The data served' })
  await expect(data.getByText(commits.newer)).toBeVisible()
  await expect(data.getByText('32 heroes, 120 skills')).toBeVisible()
  const attempt = page.getByRole('region', { name: 'Last update attempt' })
  await expect(attempt.getByText('Failed: the data served was kept')).toBeVisible()
  await expect(attempt.getByText(/units\.json/)).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Schedule' }).getByText(/^Off: the data is updated/),
  ).toBeVisible()
  expect(await listSeriousAxeFindings(page)).toEqual([])

  // The pages still serve the last good data, the new hero included.
  await page.goto(`${origin}/units?q=fresca`)
  await expect(page.getByRole('status').filter({ hasText: 'heroes' })).toHaveText('1 of 32 heroes')
})

test('the schedule syncs by itself; hostile names stay text in the page and the feed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const origin = originOf(SCHEDULE)
  const dialogs = countDialogs(page)
  const first = await readStatus(request, origin)
  expect(first.schedule?.intervalSeconds).toBe(3)
  expect(first.data.upstreamCommit).toBe(commits.base)

  latest.schedule = 'hostile'
  await expect
    .poll(async () => (await readStatus(request, origin)).data.upstreamCommit, { timeout: 30_000 })
    .toBe(commits.hostile)

  await page.goto(`${origin}/misc/whats-new`)
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/misc/whats-new.atom',
  )
  const hostileName = '<img src=x onerror=alert(1)>: "Fresca" & <b>Co</b>'
  await expect(page.getByRole('link', { name: hostileName })).toBeVisible()
  await expect(page.locator('main img[src="x"], main b')).toHaveCount(0)
  expect(await listSeriousAxeFindings(page)).toEqual([])

  const feed = await request.get(`${origin}/misc/whats-new.atom`)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const xml = await feed.text()
  expect(xml).not.toContain('<img')
  // The browser's own XML parser reads it, and the HTML of its entry holds the name as text.
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml')
    const content = document.getElementsByTagName('content')[0]?.textContent ?? ''
    const html = new DOMParser().parseFromString(content, 'text/html')
    return {
      errors: document.getElementsByTagName('parsererror').length,
      root: document.documentElement.namespaceURI,
      entries: document.getElementsByTagName('entry').length,
      links: [...html.querySelectorAll('a')].map((link) => link.textContent),
      images: html.querySelectorAll('img').length,
    }
  }, xml)
  expect(parsed).toEqual({
    errors: 0,
    root: 'http://www.w3.org/2005/Atom',
    entries: 1,
    links: ['Fresca: Newly Arrived', hostileName, 'Iron Sword'],
    images: 0,
  })
  const etag = feed.headers().etag ?? ''
  const again = await request.get(`${origin}/misc/whats-new.atom`, {
    headers: { 'If-None-Match': etag },
  })
  expect(again.status()).toBe(304)

  // A broken upstream: the attempt fails, the data stays, the schedule waits longer.
  latest.schedule = 'broken'
  // The status between attempts (not while the next one runs, when none is planned).
  const failed = await waitForStatus(
    request,
    origin,
    ({ schedule }) => (schedule?.consecutiveFailures ?? 0) >= 1 && schedule?.nextAttemptAt != null,
  )
  expect(failed.lastAttempt?.outcome).toBe('failed')
  expect(failed.data.upstreamCommit).toBe(commits.hostile)
  // Backoff: after a failure the next attempt is planned at least twice the interval on.
  const planned = Date.parse(failed.schedule?.nextAttemptAt ?? '')
  const finished = Date.parse(failed.lastAttempt?.finishedAt ?? '')
  expect(planned - finished).toBeGreaterThan(4500)
  await page.goto(`${origin}/status`)
  await expect(
    page.getByRole('region', { name: 'Schedule' }).getByText('3 s', { exact: true }),
  ).toBeVisible()
  expect(dialogs()).toBe(0)
})
