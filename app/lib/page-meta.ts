import type { MetaDescriptor } from 'react-router'
import { type MessageKey, translate } from '#app/i18n/messages.ts'
import { type RootData, readRootMessages } from './root-data.ts'
import type { RouteName } from './site-pages.ts'

type PageMetaArgs = {
  location: { pathname: string }
  params: Readonly<Record<string, string | undefined>>
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

function findRootData(matches: PageMetaArgs['matches']): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined
}

function titleParams(params: PageMetaArgs['params']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
}

/**
 * Spec §2: the title is the message home.title.{route name} filled with the route params, a
 * dash and the product's name; the canonical URL is the site origin plus the current path.
 */
export function pageMeta(
  titleKey: `home.title.${RouteName | 'not-found' | 'offline' | 'status'}` & MessageKey,
  { location, params, matches }: PageMetaArgs,
): MetaDescriptor[] {
  const root = findRootData(matches)
  const messages = readRootMessages(root)
  const title = `${translate(messages, titleKey, titleParams(params))} - ${translate(messages, 'app.name')}`
  const meta: MetaDescriptor[] = [{ title }]
  if (root)
    meta.push({ tagName: 'link', rel: 'canonical', href: `${root.origin}${location.pathname}` })
  return meta
}

/** The title of the fatal error page: Page Not Found for a 404, else Internal Server Error. */
export function errorPageMeta(
  status: number,
  { matches }: Pick<PageMetaArgs, 'matches'>,
): MetaDescriptor[] {
  const messages = readRootMessages(findRootData(matches))
  const key = status === 404 ? 'errors.notFound.title' : 'errors.internal.title'
  return [
    { title: `${translate(messages, key)} - ${translate(messages, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ]
}
