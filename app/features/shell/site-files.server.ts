import { SITE_PAGE_GROUPS } from '#app/lib/site-pages.ts'
import { escapeXml } from '#app/lib/xml.ts'

// The files a public site answers for crawlers: what they may read and every page to read.

/** robots.txt: every page may be read; the API and payloads are data, not pages. */
export function writeRobotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /payloads/',
    'Disallow: /_i18n/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** sitemap.xml: the home page and every page of the menu, with the data's date as last change. */
export function writeSitemap(origin: string, dataDate: string): string {
  const paths = ['/', ...SITE_PAGE_GROUPS.flatMap((group) => group.pages.map((page) => page.path))]
  const urls = paths.map(
    (path) =>
      `  <url><loc>${escapeXml(`${origin}${path}`)}</loc><lastmod>${escapeXml(dataDate)}</lastmod></url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
