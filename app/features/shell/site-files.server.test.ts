import { expect, test } from 'vitest'
import { writeRobotsText, writeSitemap } from './site-files.server.ts'

test('robots.txt lets crawlers read every page and points to the sitemap', () => {
  const text = writeRobotsText('https://hero-peeler.app')
  expect(text).toContain('User-agent: *\nAllow: /\n')
  expect(text).toContain('Disallow: /api/')
  expect(text).toContain('Sitemap: https://hero-peeler.app/sitemap.xml')
})

test('the sitemap lists the home page and every page, each with the data date', () => {
  const xml = writeSitemap('https://hero-peeler.app', '2026-08-17')
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
  expect(xml).toContain('<loc>https://hero-peeler.app/</loc><lastmod>2026-08-17</lastmod>')
  expect(xml).toContain('<loc>https://hero-peeler.app/skills-fodders</loc>')
  expect(xml).toContain('<loc>https://hero-peeler.app/events/hall-of-forms</loc>')
  expect(xml.match(/<url>/g)).toHaveLength(17)
})
