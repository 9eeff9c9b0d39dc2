import { getDataset, payloadUrl } from '#app/server/dataset.server.ts'

/** The plan lives in the browser: the page gets where the heroes and skills are, and the halls. */
export async function readHallOfFormsPage() {
  const dataset = await getDataset()
  return {
    source: { heroesUrl: payloadUrl(dataset, 'heroes'), skillsUrl: payloadUrl(dataset, 'skills') },
    halls: dataset.payloads.halls.data,
  }
}
