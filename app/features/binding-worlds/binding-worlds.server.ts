import { getDataset, payloadUrl } from '#app/server/dataset.server.ts'

/** The candidates live in the browser: the page gets where the heroes and skills are. */
export async function readBindingWorldsPage() {
  const dataset = await getDataset()
  return {
    source: { heroesUrl: payloadUrl(dataset, 'heroes'), skillsUrl: payloadUrl(dataset, 'skills') },
  }
}
