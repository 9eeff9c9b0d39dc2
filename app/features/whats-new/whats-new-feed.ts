import type { Translate } from '#app/i18n/i18n.tsx'
import { escapeXml } from '#app/lib/xml.ts'
import type { LinkedChanges, LinkedWhatsNewEntry } from '#app/payloads/whats-new.ts'
import { describeChangeCounts, describeSkillChanges } from './whats-new-text.ts'

export const WHATS_NEW_PATH = '/misc/whats-new'
export const WHATS_NEW_FEED_PATH = '/misc/whats-new.atom'

type FeedOptions = {
  /** The site's origin: Atom wants absolute links. */
  readonly origin: string
  /** Newest day first, as the page shows them. */
  readonly entries: readonly LinkedWhatsNewEntry[]
  /** When the feed last changed: the newest day's sync, else the data's. */
  readonly updated: string
  readonly t: Translate
}

/** The Atom feed (RFC 4287) of /misc/whats-new: one entry per day, its changes as HTML. */
export function writeWhatsNewFeed({ origin, entries, updated, t }: FeedOptions): string {
  const page = `${origin}${WHATS_NEW_PATH}`
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(page)}</id>`,
    `  <title>${escapeXml(t('whatsNew.feedTitle'))}</title>`,
    `  <subtitle>${escapeXml(t('whatsNew.feedSubtitle'))}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}${WHATS_NEW_FEED_PATH}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <updated>${escapeXml(updated)}</updated>`,
    `  <author><name>${escapeXml(t('whatsNew.feedAuthor'))}</name></author>`,
  ]
  for (const entry of entries) {
    const link = `${page}#day-${entry.date}`
    lines.push(
      '  <entry>',
      `    <id>${escapeXml(link)}</id>`,
      `    <title>${escapeXml(t('whatsNew.feedEntryTitle', { date: entry.date }))}</title>`,
      `    <updated>${escapeXml(entry.syncedAt)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <summary>${escapeXml(describeChangeCounts(t, entry.changes))}</summary>`,
      `    <content type="html">${escapeXml(writeChangesHtml(page, entry.changes, t))}</content>`,
      '  </entry>',
    )
  }
  lines.push('</feed>', '')
  return lines.join('\n')
}

/** A day's changes as HTML for the feed's readers, each hero and skill linked to its view. */
function writeChangesHtml(page: string, changes: LinkedChanges, t: Translate): string {
  const heroLink = (hero: { slug: string; name: string }) =>
    `<a href="${escapeXml(`${page}?${new URLSearchParams({ unit: hero.slug })}`)}">${escapeXml(hero.name)}</a>`
  const skillLink = (skill: { slug: string; name: string }) =>
    `<a href="${escapeXml(`${page}?${new URLSearchParams({ skill: skill.slug })}`)}">${escapeXml(skill.name)}</a>`
  const section = (heading: string, items: readonly string[]) =>
    items.length === 0
      ? ''
      : `<h3>${escapeXml(heading)}</h3><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
  return [
    section(
      t('whatsNew.heroesAdded', { count: changes.heroesAdded.length }),
      changes.heroesAdded.map(heroLink),
    ),
    section(
      t('whatsNew.skillsAdded', { count: changes.skillsAdded.length }),
      changes.skillsAdded.map(
        (skill) => `${skillLink(skill)} (${escapeXml(t(`whatsNew.slots.${skill.slot}`))})`,
      ),
    ),
    section(
      t('whatsNew.skillsChanged', { count: changes.skillsChanged.length }),
      changes.skillsChanged.map(
        (skill) => `${skillLink(skill)}: ${escapeXml(describeSkillChanges(t, skill.changes))}`,
      ),
    ),
    section(
      t('whatsNew.bannersAdded', { count: changes.bannersAdded.length }),
      changes.bannersAdded.map(
        (banner) =>
          `${escapeXml(banner.name)}: ${escapeXml(t('whatsNew.focus'))}${banner.focusHeroes.map(heroLink).join(', ')}`,
      ),
    ),
  ].join('')
}
