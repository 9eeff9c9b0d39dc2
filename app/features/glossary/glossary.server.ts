import {
  type AbbreviationPrefix,
  type AbbreviationSuffix,
  type GlossaryKeyword,
  listAbbreviationPrefixes,
  listAbbreviationSuffixes,
  mergeSkillKeywords,
} from '#app/domain/glossary.ts'
import type { AccentTable } from '#app/domain/search.ts'
import { fromColumnar } from '#app/payloads/dataset-payloads.ts'
import { deriveFromDataset, getDataset } from '#app/server/dataset.server.ts'

export type GlossaryNames = {
  readonly prefixes: readonly AbbreviationPrefix[]
  readonly suffixes: readonly AbbreviationSuffix[]
}

export type GlossaryKeywords = {
  readonly keywords: readonly GlossaryKeyword[]
  readonly accents: AccentTable
}

/** The abbreviations tab: prefixes and suffixes read from every hero's abbreviated name. */
export async function readGlossaryNames(): Promise<GlossaryNames> {
  const dataset = await getDataset()
  // Derived once per dataset: the heroes list is decoded only for the first request.
  return deriveFromDataset(dataset, 'glossary-names', () => {
    const heroes = fromColumnar(dataset.payloads.heroes.data)
    return {
      prefixes: listAbbreviationPrefixes(heroes),
      suffixes: listAbbreviationSuffixes(heroes),
    }
  })
}

/** The keywords tab: one entry per skill keyword, and the accents to read queries with. */
export async function readGlossaryKeywords(): Promise<GlossaryKeywords> {
  const dataset = await getDataset()
  const glossary = dataset.payloads.glossary.data
  const keywords = deriveFromDataset(dataset, 'glossary-keywords', () =>
    mergeSkillKeywords(glossary.keywords),
  )
  return { keywords, accents: glossary.accents }
}
