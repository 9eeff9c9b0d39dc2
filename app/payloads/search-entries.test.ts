import { expect, test } from 'vitest'
import { type PackedSlug, type SearchEntry, toColumnar } from './dataset-payloads.ts'
import { decodeSearchEntries } from './search-entries.ts'

test('decodeSearchEntries: the entries as rows, slugs unpacked, the accents table as sent', () => {
  const stored: PackedSlug<SearchEntry>[] = [
    // The first text gives the slug: left out.
    {
      kind: 'hero',
      id: 'PID_アベル',
      slug: null,
      label: 'Abel [The Panther]',
      texts: ['Abel: The Panther'],
    },
    // The label gives it.
    { kind: 'skill', id: 'SID_ダイムサンダ', slug: null, label: 'Daylight', texts: [] },
    // Neither does (a sacred seal's): stored.
    {
      kind: 'skill',
      id: 'SSID_頑健',
      slug: 'hardy-bearing-3-seal',
      label: 'Hardy Bearing 3',
      texts: [],
    },
  ]
  const payload = {
    entries: toColumnar(stored, ['kind', 'id', 'slug', 'label', 'texts']),
    accents: { é: 'e' },
  }
  expect(decodeSearchEntries(payload)).toEqual({
    entries: [
      { ...stored[0], slug: 'abel-the-panther' },
      { ...stored[1], slug: 'daylight' },
      stored[2],
    ],
    accents: { é: 'e' },
  })
})
