import type english from '#app/locales/en.json'
import type { MessageTree } from './messages.ts'

/** A top-level section of the message file: the unit in which pages receive their texts. */
export type MessageSection = keyof typeof english

/**
 * The sections every page receives with its HTML: the frame's texts (app bar, menu, page
 * titles and descriptions, data notice, filter drawer, errors, theme, locale, combobox, consent,
 * form messages). A page adds its own with `pageMessages()` (app/lib/messages.server.ts).
 */
export const FRAME_MESSAGE_SECTIONS = [
  'app',
  'home',
  'pages',
  'data',
  'nav',
  'theme',
  'locale',
  'filters',
  'errors',
  'validation',
  'combobox',
  'consent',
] as const satisfies readonly MessageSection[]

/** The top-level section of a message key: `units.columns.name` → `units`. */
export function sectionOfKey(key: string): string {
  const dot = key.indexOf('.')
  return dot === -1 ? key : key.slice(0, dot)
}

/** The part of a message tree that holds the given sections (unknown ones are skipped). */
export function pickSections(tree: MessageTree, sections: Iterable<string>): MessageTree {
  const picked: Record<string, string | MessageTree> = {}
  for (const section of sections) {
    const value = tree[section]
    if (value !== undefined) picked[section] = value
  }
  return picked
}
