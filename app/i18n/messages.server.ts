import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import english from '#app/locales/en.json'
import type { LocaleCode } from './locale.ts'
import { FRAME_MESSAGE_SECTIONS, type MessageSection, pickSections } from './message-sections.ts'
import type { MessageTree } from './messages.ts'

const MESSAGES: Record<LocaleCode, MessageTree> = { en: english }

/** The whole message tree of a locale (the `/_i18n/{locale}/messages.json` answer). */
export function readMessages(code: LocaleCode): MessageTree {
  return MESSAGES[code]
}

/** The sections the matched routes of this request declared (their middleware runs first). */
const declaredSectionsContext = createContext<readonly MessageSection[]>([])

/**
 * Route middleware: the page (or layout) needs these message sections in its server-rendered
 * HTML. One line in the route module: `export const middleware = [pageMessages('units')]`.
 * Client navigations load the other sections from `/_i18n/{locale}/messages.json`
 * (app/lib/i18n.tsx), so only the first page's sections travel with the HTML.
 */
export function pageMessages(...sections: MessageSection[]): MiddlewareFunction<Response> {
  return ({ context }, next) => {
    declareSections(context, sections)
    return next()
  }
}

/** Like pageMessages, for views that open over any page from a query parameter (`?unit=`). */
export function queryMessages(
  parameter: string,
  sections: readonly MessageSection[],
): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    if (new URL(request.url).searchParams.has(parameter)) declareSections(context, sections)
    return next()
  }
}

function declareSections(
  context: Readonly<RouterContextProvider>,
  sections: readonly MessageSection[],
): void {
  context.set(declaredSectionsContext, [...context.get(declaredSectionsContext), ...sections])
}

// One text per locale and set of sections, kept: the routes declare a few fixed sets.
const pickedTexts = new Map<string, string>()

/**
 * What the root loader sends: the frame's sections and those the matched routes declared, as
 * one JSON text (readMessagesJson reads it). React Router's turbo-stream would flatten a tree
 * string by string on every render, about 0.5 ms of a page; a text it writes at once.
 */
export function readPageMessages(
  code: LocaleCode,
  context: Readonly<RouterContextProvider>,
): string {
  const sections = [
    ...new Set<string>([...FRAME_MESSAGE_SECTIONS, ...context.get(declaredSectionsContext)]),
  ].sort()
  const key = `${code}:${sections.join(',')}`
  let text = pickedTexts.get(key)
  if (text === undefined) {
    text = JSON.stringify(pickSections(readMessages(code), new Set(sections)))
    pickedTexts.set(key, text)
  }
  return text
}
