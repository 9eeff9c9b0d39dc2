import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuildIndex, PayloadContents, PayloadName } from '#app/payloads/dataset-payloads.ts'

/** The payloads of a data folder built by the importer (test/fixture-dataset.ts), by name. */
export async function readBuiltPayloads(dataDirectory: string): Promise<{
  read: <Name extends PayloadName>(name: Name) => Promise<PayloadContents[Name]>
}> {
  const build = path.join(dataDirectory, 'build')
  const index = JSON.parse(await readFile(path.join(build, 'index.json'), 'utf8')) as BuildIndex
  return {
    read: async (name) =>
      JSON.parse(await readFile(path.join(build, index.payloads[name].file), 'utf8')),
  }
}
