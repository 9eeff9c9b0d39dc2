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
import { type Dataset, getDataset } from '#app/server/dataset.server.ts'

export type GlossaryNames = {
  readonly prefixes: readonly AbbreviationPrefix[]
  readonly suffixes: readonly AbbreviationSuffix[]
}

export type GlossaryKeywords = {
  readonly keywords: readonly GlossaryKeyword[]
  readonly accents: AccentTable
}

// Derived once per loaded dataset: the heroes list is decoded only for the first request.
const namesCache = new WeakMap<Dataset, GlossaryNames>()
const keywordsCache = new WeakMap<Dataset, readonly GlossaryKeyword[]>()

/** The abbreviations tab: prefixes and suffixes read from every hero's abbreviated name. */
export async function readGlossaryNames(): Promise<GlossaryNames> {
  const dataset = await getDataset()
  let names = namesCache.get(dataset)
  if (!names) {
    const heroes = fromColumnar(dataset.payloads.heroes.data)
    names = {
      prefixes: listAbbreviationPrefixes(heroes),
      suffixes: listAbbreviationSuffixes(heroes),
    }
    namesCache.set(dataset, names)
  }
  return names
}

/** The keywords tab: one entry per skill keyword, and the accents to read queries with. */
export async function readGlossaryKeywords(): Promise<GlossaryKeywords> {
  const dataset = await getDataset()
  const glossary = dataset.payloads.glossary.data
  let keywords = keywordsCache.get(dataset)
  if (!keywords) {
    keywords = mergeSkillKeywords(glossary.keywords)
    keywordsCache.set(dataset, keywords)
  }
  return { keywords, accents: glossary.accents }
}
