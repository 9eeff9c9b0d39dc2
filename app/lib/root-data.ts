import type { LocaleCode } from './locale.ts'
import type { MessageTree } from './messages.ts'
import type { ThemePreference } from './theme-preference.ts'

/** What the root loader sends with every page. */
export type RootData = {
  theme: ThemePreference
  locale: { code: LocaleCode; language: string }
  messages: MessageTree
  /** Spec §2: the origin of canonical URLs. */
  origin: string
  dataset: DatasetStatus
}

/** What every page says of the data: its date, its size, and whether it is the sample. */
export type DatasetStatus = {
  isSample: boolean
  dataDate: string
  counts: { heroes: number; skills: number }
}
