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

/**
 * The text of a message, with `{name}` placeholders filled from params. A missing key
 * returns the key itself, so a gap shows up on the page instead of an empty string.
 */
export function translate(messages: MessageTree, key: MessageKey, params?: MessageParams): string {
  let node: string | MessageTree | undefined = messages
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined
  }
  if (typeof node !== 'string') return key
  if (!params) return node
  return node.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  )
}
