import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import { requestJson } from '#app/lib/http-client.ts'
import { LOCALES, type LocaleCode } from './locale.ts'
import { sectionOfKey } from './message-sections.ts'
import { type MessageKey, type MessageParams, type MessageTree, translate } from './messages.ts'

type MessagesValue = { readonly messages: MessageTree; readonly locale: LocaleCode }

const MessagesContext = createContext<MessagesValue>({ messages: {}, locale: 'en' })

/**
 * The page's HTML carries only the sections its routes declared (app/lib/messages.server.ts).
 * The first time a component asks for another section (a page reached by client navigation,
 * a dialog), the locale's whole tree is loaded once from the spec's endpoint; the component
 * suspends meanwhile, so a navigation keeps showing the previous page until the texts are in.
 */
const loadedTrees = new Map<LocaleCode, MessageTree>()
const pendingLoads = new Map<LocaleCode, Promise<void>>()

function loadLocaleMessages(locale: LocaleCode): Promise<void> {
  const pending = pendingLoads.get(locale)
  if (pending) return pending
  // Spec §7: ask for a fresh copy when the locale's messages are not cacheable.
  const headers: Record<string, string> = LOCALES[locale].isCacheable
    ? {}
    : { 'Cache-Control': 'no-cache' }
  const load = requestJson<Partial<Record<LocaleCode, MessageTree>>>(
    `/_i18n/${locale}/messages.json`,
    { headers },
  ).then(
    (body) => {
      loadedTrees.set(locale, body[locale] ?? {})
    },
    (error: unknown) => {
      // Spec §7/§8: a warning, and the page goes on (missing texts show their keys).
      const reason = error instanceof Error ? error.message : String(error)
      console.warn(`Failed loading locale (${locale}): ${reason}`)
      loadedTrees.set(locale, {})
    },
  )
  pendingLoads.set(locale, load)
  return load
}

/** The tree that holds the key's section: the page's own, or the whole loaded locale. */
function findTree({ messages, locale }: MessagesValue, key: MessageKey): MessageTree {
  const section = sectionOfKey(key)
  if (section in messages) return messages
  if (typeof window === 'undefined') {
    // On the server a missing section is a route that forgot to declare it.
    console.error(`Message section "${section}" is not declared: add it with pageMessages()`)
    return messages
  }
  const loaded = loadedTrees.get(locale)
  if (loaded) return section in loaded ? loaded : messages
  // Suspends the component until the locale's messages are in (React Suspense).
  throw loadLocaleMessages(locale)
}

export function MessagesProvider({
  messages,
  locale,
  children,
}: {
  messages: MessageTree
  locale: LocaleCode
  children: ReactNode
}) {
  const value = useMemo(() => ({ messages, locale }), [messages, locale])
  return <MessagesContext value={value}>{children}</MessagesContext>
}

export type Translate = (key: MessageKey, params?: MessageParams) => string

/** The one way components get their text: every user-visible string is a message. */
export function useTranslate(): Translate {
  const value = useContext(MessagesContext)
  return useCallback((key, params) => translate(findTree(value, key), key, params), [value])
}
