import { getDataset, payloadUrl } from '#app/server/dataset.server.ts'
import { summarizeLatestChanges } from './latest-changes.ts'

/**
 * The home page: the data's date and counts, the newest heroes and skills, the latest day of
 * changes, the search file.
 */
export async function readHomePage() {
  const dataset = await getDataset()
  const summary = dataset.payloads.summary.data
  return {
    dataDate: summary.dataDate,
    counts: { heroes: summary.counts.heroes, skills: summary.counts.skills },
    newestHeroes: summary.newestHeroes,
    newestSkills: summary.newestSkills,
    latestChanges: summarizeLatestChanges(dataset.whatsNew.entries[0]),
    searchUrl: payloadUrl(dataset, 'search'),
  }
}
