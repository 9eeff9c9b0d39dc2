import { useSyncExternalStore } from 'react'
import { readCookie } from '#app/i18n/locale.ts'
import {
  createPersistedStore,
  type PersistedDefinition,
  type PersistedSnapshot,
  type PersistedStore,
  type PersistResult,
} from './browser-saves.ts'
import { SAVES_NOTICE_COOKIE, SAVES_NOTICE_KEY } from './storage-names.ts'

/** The notice stays dismissed for a year. */
const NOTICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

// One store per page name for the whole tab, so that two components (the catalog and the
// units table's owned column) share the same data and see each other's changes at once.
const stores = new Map<string, PersistedStore<unknown>>()
let listeningToOtherTabs = false

function localStorageOrNull(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage
}

/** The tab's store of a page's data (created on first use). */
export function persistedStore<Data>(definition: PersistedDefinition<Data>): PersistedStore<Data> {
  let store = stores.get(definition.name) as PersistedStore<Data> | undefined
  if (!store) {
    store = createPersistedStore(definition, { storage: localStorageOrNull })
    stores.set(definition.name, store as PersistedStore<unknown>)
  }
  if (!listeningToOtherTabs && typeof window !== 'undefined') {
    listeningToOtherTabs = true
    // Another tab wrote: each store re-reads the keys that are its own.
    window.addEventListener('storage', (event) => {
      for (const each of stores.values()) each.onStorageKey(event.key)
      if (event.key === null || event.key === SAVES_NOTICE_KEY) noticeChanged()
    })
  }
  return store
}

export type PersistedState<Data> = PersistedSnapshot<Data> & {
  readonly set: (update: Data | ((current: Data) => Data)) => PersistResult
  readonly store: PersistedStore<Data>
}

/**
 * A page's data kept in this browser: the initial data on the server and during hydration,
 * then the stored data; every change is written at once and reaches other tabs.
 */
export function usePersistedState<Data>(
  definition: PersistedDefinition<Data>,
): PersistedState<Data> {
  const store = persistedStore(definition)
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  return { ...snapshot, set: store.set, store }
}

const noticeListeners = new Set<() => void>()
// Dismissed in this tab: holds when the browser refuses to store that it was.
let noticeDismissedHere = false

function noticeChanged(): void {
  for (const listener of noticeListeners) listener()
}

function subscribeToNotice(listener: () => void): () => void {
  noticeListeners.add(listener)
  return () => noticeListeners.delete(listener)
}

function readNoticeSeen(): boolean {
  if (noticeDismissedHere || readCookie(document.cookie, SAVES_NOTICE_COOKIE) !== undefined)
    return true
  try {
    return window.localStorage.getItem(SAVES_NOTICE_KEY) !== null
  } catch {
    return false
  }
}

/**
 * Whether the player has read that their data lives in this browser only, and how to say
 * so. The server draws every page with the notice; the startup script hides it before the
 * first paint where it was dismissed, and after hydration it is gone from the page.
 */
export function useSavesNotice(): { readonly seen: boolean; readonly dismiss: () => void } {
  const seen = useSyncExternalStore(subscribeToNotice, readNoticeSeen, () => false)
  return {
    seen,
    dismiss: () => {
      noticeDismissedHere = true
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
      document.cookie = `${SAVES_NOTICE_COOKIE}=1; Path=/; Max-Age=${NOTICE_COOKIE_MAX_AGE_S}; SameSite=Lax`
      try {
        window.localStorage.setItem(SAVES_NOTICE_KEY, new Date().toISOString())
      } catch {
        // Not stored: the notice comes back on the next visit, rightly so without storage.
      }
      noticeChanged()
    },
  }
}
