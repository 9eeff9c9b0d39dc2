import { getDataset, payloadUrl } from '#app/server/dataset.server.ts'

/** The home page: the data's date and counts, the newest heroes and skills, the search file. */
export async function readHomePage() {
  const dataset = await getDataset()
  const summary = dataset.payloads.summary.data
  return {
    dataDate: summary.dataDate,
    counts: { heroes: summary.counts.heroes, skills: summary.counts.skills },
    newestHeroes: summary.newestHeroes,
    newestSkills: summary.newestSkills,
    searchUrl: payloadUrl(dataset, 'search'),
  }
}
