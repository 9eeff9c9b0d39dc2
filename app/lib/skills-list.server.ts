import { type Dataset, getDataset } from './dataset.server.ts'

const jsonByDataset = new WeakMap<Dataset, string>()

/**
 * The skills list payload as JSON text. Sent as one string, the loader's stream carries it
 * almost as compactly as the payload file; encoding the columns as values instead made the
 * /skills HTML 208 kB gzip on the full data, the string 163 kB (measured 2026-11-22).
 */
export async function readSkillsListJson(): Promise<string> {
  const dataset = await getDataset()
  let json = jsonByDataset.get(dataset)
  if (json === undefined) {
    json = JSON.stringify(dataset.payloads.skills.data)
    jsonByDataset.set(dataset, json)
  }
  return json
}
