// Draws the web app's icons (public/icons/*.png) from the site's mark in Debian's Chromium:
// `node scripts/make-icons.ts`. Run again only when the mark changes; the PNGs are committed.
import { chromium } from '@playwright/test'

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M20 46V18h14a10 10 0 0 1 0 20h-6v8z" fill="#fff"/><circle cx="34" cy="28" r="4" fill="#1b5e20"/></svg>`

/**
 * `any`: the rounded square; `maskable`: the mark inside the 80 % safe zone. The favicon is a
 * PNG: Chromium fetches the favicon again after every same-document navigation and rendered the
 * SVG it was on the page's main thread each time (decision 0072).
 */
const ICONS = [
  { file: 'favicon-32.png', size: 32, maskable: false },
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
] as const

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const radius = icon.maskable ? 0 : icon.size * 0.22
    const inset = icon.maskable ? icon.size * 0.18 : 0
    await page.setContent(
      `<body style="margin:0;background:transparent"><div style="width:${icon.size}px;height:${icon.size}px;border-radius:${radius}px;background:#1b5e20;box-sizing:border-box;padding:${inset}px">${MARK.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    )
    await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: true })
    await page.close()
  }
} finally {
  await browser.close()
}
