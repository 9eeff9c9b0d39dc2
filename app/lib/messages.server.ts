import english from '#app/locales/en.json'
import type { LocaleCode } from './locale.ts'
import type { MessageTree } from './messages.ts'

const MESSAGES: Record<LocaleCode, MessageTree> = { en: english }

export function readMessages(code: LocaleCode): MessageTree {
  return MESSAGES[code]
}
