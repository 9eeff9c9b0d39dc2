import { getDataset, payloadUrl } from '#app/server/dataset.server.ts'

/**
 * The peeler draws from one payload file (about 135 kB compressed), read in the browser: the
 * page gets where it is, and loads it when the URL or a picker asks for it.
 */
export async function readSkillsFoddersPage() {
  return { peelerUrl: payloadUrl(await getDataset(), 'peeler') }
}
