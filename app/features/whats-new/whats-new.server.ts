import { readMessages } from '#app/i18n/messages.server.ts'
import { translate } from '#app/i18n/messages.ts'
import { linkWhatsNewEntry } from '#app/payloads/whats-new.ts'
import { getDataset, hashText } from '#app/server/dataset.server.ts'
import { getEnv } from '#app/server/env.server.ts'
import { readSlugLookup } from '#app/server/slugs.server.ts'
import { writeWhatsNewFeed } from './whats-new-feed.ts'
import type { WhatsNewPageData } from './whats-new-page.tsx'
import { DAYS_PER_PAGE, type WhatsNewSearch } from './whats-new-search.ts'

export async function readWhatsNewPage(search: WhatsNewSearch): Promise<WhatsNewPageData> {
  const dataset = await getDataset()
  const { entries } = dataset.whatsNew
  const pageCount = Math.max(1, Math.ceil(entries.length / DAYS_PER_PAGE))
  // A page past the last (an old link, the history grown shorter) shows the last.
  const page = Math.min(search.page, pageCount)
  const start = (page - 1) * DAYS_PER_PAGE
  const slugs = readSlugLookup(dataset)
  return {
    days: entries
      .slice(start, start + DAYS_PER_PAGE)
      .map((entry) => linkWhatsNewEntry(entry, slugs)),
    page,
    pageCount,
  }
}

/** The Atom feed of the newest days, as the page's first page lists them, and its ETag. */
export async function readWhatsNewFeed(): Promise<{ text: string; etag: string }> {
  const dataset = await getDataset()
  const slugs = readSlugLookup(dataset)
  const entries = dataset.whatsNew.entries
    .slice(0, DAYS_PER_PAGE)
    .map((entry) => linkWhatsNewEntry(entry, slugs))
  const messages = readMessages('en')
  const text = writeWhatsNewFeed({
    origin: getEnv().origin,
    entries,
    updated: entries[0]?.syncedAt ?? dataset.payloads.summary.data.syncedAt,
    t: (key, params) => translate(messages, key, params),
  })
  return { text, etag: `"${hashText(text)}"` }
}
