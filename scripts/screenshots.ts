/**
 * Screenshots of every page at phone and desktop width, dark and light, for looking at a change
 * (and for before/after comparisons): `node scripts/screenshots.ts --base http://127.0.0.1:3000
 * --out screenshots/after [--routes /,/units] [--query "unit=..."]`. Each shot is the top of the
 * page, at most MAX_HEIGHT_PX tall. Uses Debian's Chromium, as the e2e tests do.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { SITE_PAGE_GROUPS } from '#app/lib/site-pages.ts'

const WIDTHS = [390, 1440] as const
const THEMES = ['dark', 'light'] as const
const MAX_HEIGHT_PX = 2400

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'screenshots' },
    routes: { type: 'string' },
  },
})
const routes = values.routes
  ? values.routes.split(',')
  : ['/', ...SITE_PAGE_GROUPS.flatMap((group) => group.pages.map((page) => page.path))]

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
await mkdir(values.out, { recursive: true })
for (const theme of THEMES) {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      deviceScaleFactor: 1,
      colorScheme: theme,
    })
    // The theme is a preference of the session (spec §4): saved once, it holds for every page.
    await context.request.put(`${values.base}/api/update-theme`, {
      data: { selected: theme, applied: theme },
    })
    const page = await context.newPage()
    for (const route of routes) {
      await page.goto(`${values.base}${route}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-').replaceAll('?', '_')}-${width}-${theme}.png`
      await page.screenshot({
        path: path.join(values.out, name),
        fullPage: true,
        clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT_PX) },
      })
    }
    await context.close()
  }
}
await browser.close()
console.log(`${routes.length * WIDTHS.length * THEMES.length} screenshots in ${values.out}`)
