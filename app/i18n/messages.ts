import { parseJsonOncePerText } from '#app/lib/parse-once.ts'
import type english from '#app/locales/en.json'

export type MessageTree = { readonly [key: string]: string | MessageTree }

type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : Leaves<Tree[Key], `${Prefix}${Key}.`>
}[keyof Tree & string]

/** Every message key of the English tree, the reference locale. */
export type MessageKey = Leaves<typeof english>
export type MessageParams = Readonly<Record<string, string | number>>

// Each tree's messages by key, found once: a table of heroes asks for the same few messages
// on every row and every keystroke.
const messagesByKey = new WeakMap<MessageTree, Map<string, string | null>>()

function findMessage(messages: MessageTree, key: string): string | null {
  let found = messagesByKey.get(messages)
  if (!found) {
    found = new Map()
    messagesByKey.set(messages, found)
  }
  let message = found.get(key)
  if (message === undefined) {
    let node: string | MessageTree | undefined = messages
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
    message = typeof node === 'string' ? node : null
    found.set(key, message)
  }
  return message
}

/**
 * The tree of a page's messages as they travel with its data, one JSON text
 * (readPageMessages), parsed once per text: the page's render and its meta both read it.
 */
export const readMessagesJson = parseJsonOncePerText<MessageTree>()

/**
 * The text of a message, with `{name}` placeholders filled from params. A missing key
 * returns the key itself, so a gap shows up on the page instead of an empty string.
 */
export function translate(messages: MessageTree, key: MessageKey, params?: MessageParams): string {
  const message = findMessage(messages, key)
  if (message === null) return key
  if (!params || !message.includes('{')) return message
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  )
}
