import { FALLBACK_MESSAGES } from '#app/i18n/fallback-messages.ts'
import type { LocaleCode } from '#app/i18n/locale.ts'
import { type MessageTree, readMessagesJson } from '#app/i18n/messages.ts'
import type { DeviceClass } from './device-flags.ts'

/**
 * What the root loader sends with every page: the same for every visitor of a device class, so
 * that shared caches can keep the page (decision 0068). The visitor's own state (the theme, the
 * saves notice) is read in the browser.
 */
export type RootData = {
  locale: { code: LocaleCode; language: string }
  /** The page's messages, a MessageTree as JSON text (readPageMessages says why). */
  messagesJson: string
  /** Spec §2: the origin of canonical URLs. */
  origin: string
  dataset: DatasetStatus
  /** Spec §9: the device class, detected on the server from the user agent (useDevice's flags). */
  deviceClass: DeviceClass
  /** What the browser may know of the server's configuration. */
  config: PublicConfig
}

/** The page's messages; the fallback ones where the root has no data (a fatal error). */
export function readRootMessages(root: RootData | undefined): MessageTree {
  return root === undefined ? FALLBACK_MESSAGES : readMessagesJson(root.messagesJson)
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
