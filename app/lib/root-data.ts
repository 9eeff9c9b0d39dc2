import type { LocaleCode } from '#app/i18n/locale.ts'
import type { MessageTree } from '#app/i18n/messages.ts'
import type { DeviceFlags } from './device-flags.ts'
import type { ThemePreference } from './theme-preference.ts'

/** What the root loader sends with every page. */
export type RootData = {
  theme: ThemePreference
  locale: { code: LocaleCode; language: string }
  messages: MessageTree
  /** Spec §2: the origin of canonical URLs. */
  origin: string
  dataset: DatasetStatus
  /** Spec §9: the device flags, detected on the server from the user agent. */
  device: DeviceFlags
  /** What the browser may know of the server's configuration. */
  config: PublicConfig
  /** Whether this browser has dismissed the "your data stays in this browser" notice. */
  savesNoticeSeen: boolean
}

/** Public configuration: nothing secret, it is sent with every page. */
export type PublicConfig = {
  environment: 'development' | 'production'
  /** Spec §4: how often the builds manifest is polled. */
  buildCheckIntervalMs: number
  /** Error monitoring in the browser; off without a DSN. */
  sentryDsn: string | undefined
  /** Spec §9: the analytics tag; without one there is no tag and no consent banner. */
  analytics: { tagId: string; scriptUrl: string } | undefined
  isDeviceRefreshOnResize: boolean
}

/** What every page says of the data: its date, its size, and whether it is the sample. */
export type DatasetStatus = {
  isSample: boolean
  dataDate: string
  counts: { heroes: number; skills: number }
  /** Which generation of the data the page was drawn from (DataVersion's id). */
  version: string
}

/**
 * Issue 26: the data a server serves now, in the builds manifest: a page whose own version
 * differs says new data is out. `news` counts what that generation's sync found new; null when
 * it found nothing to count (or it is the first data of this folder).
 */
export type DataVersion = {
  id: string
  news: { heroes: number; skills: number; changed: number } | null
}
