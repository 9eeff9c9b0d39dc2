import {
  type Columnar,
  payloadFileName,
  type SkillListRow,
} from '#app/payloads/dataset-payloads.ts'
import { getDataset } from '#app/server/dataset.server.ts'

/** The skills list payload, and the URL of its content-hashed file the browser loads. */
export async function readSkillsListSource(): Promise<{
  readonly payload: Columnar<SkillListRow>
  readonly payloadUrl: string
}> {
  const dataset = await getDataset()
  return {
    payload: dataset.payloads.skills.data,
    payloadUrl: `/payloads/${payloadFileName('skills', dataset.payloads.skills.hash)}`,
  }
}
