import { linkWhatsNewEntry } from '#app/payloads/whats-new.ts'
import { getDataset, payloadUrl } from '#app/server/dataset.server.ts'
import { readSlugLookup } from '#app/server/slugs.server.ts'
import { summarizeLatestChanges } from './latest-changes.ts'

/**
 * The home page: the data's date and counts, the newest heroes and skills, the latest day of
 * changes, the search file.
 */
export async function readHomePage() {
  const dataset = await getDataset()
  const summary = dataset.payloads.summary.data
  const newestDay = dataset.whatsNew.entries[0]
  return {
    dataDate: summary.dataDate,
    counts: { heroes: summary.counts.heroes, skills: summary.counts.skills },
    newestHeroes: summary.newestHeroes,
    newestSkills: summary.newestSkills,
    latestChanges: summarizeLatestChanges(
      newestDay && linkWhatsNewEntry(newestDay, readSlugLookup(dataset)),
    ),
    searchUrl: payloadUrl(dataset, 'search'),
  }
}
