import { createContext, type ReactNode, useCallback, useContext } from 'react'
import { type MessageKey, type MessageParams, type MessageTree, translate } from './messages.ts'

const MessagesContext = createContext<MessageTree>({})

export function MessagesProvider({
  messages,
  children,
}: {
  messages: MessageTree
  children: ReactNode
}) {
  return <MessagesContext value={messages}>{children}</MessagesContext>
}

export type Translate = (key: MessageKey, params?: MessageParams) => string

/** The one way components get their text: every user-visible string is a message. */
export function useTranslate(): Translate {
  const messages = useContext(MessagesContext)
  return useCallback((key, params) => translate(messages, key, params), [messages])
}
