import { expect, test } from 'vitest'
import { type SearchEntry, toColumnar } from './dataset-payloads.ts'
import { decodeSearchEntries } from './search-entries.ts'

test('decodeSearchEntries: the entries as rows, the accents table as sent', () => {
  const entries: SearchEntry[] = [
    { kind: 'hero', id: 'PID_アベル', label: 'Abel [The Panther]', texts: ['abel'] },
    { kind: 'skill', id: 'SID_ダイムサンダ', label: 'Daylight', texts: ['daylight'] },
  ]
  const payload = {
    entries: toColumnar(entries, ['kind', 'id', 'label', 'texts']),
    accents: { é: 'e' },
  }
  expect(decodeSearchEntries(payload)).toEqual({ entries, accents: { é: 'e' } })
})
