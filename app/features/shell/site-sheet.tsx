import { useEffect, useRef } from 'react'
import { preload } from 'react-dom'
import { useLocation } from 'react-router'
import { whenIdleAfterLoad } from '#app/lib/when-idle.ts'

/**
 * The site's whole stylesheet, for the pages opened after the first one: a page's own HTML
 * carries only the part its routes draw (decision 0082).
 * - Once the page has loaded and is idle it is fetched (a preload): it never holds the first
 *   paint back nor competes with the page's own files, and is there by the time a player
 *   opens another page.
 * - The pages after the first render it: a navigation is a transition, and React holds a
 *   transition's commit until a stylesheet it inserts has loaded (or failed: then the page
 *   shows as it can). So no page appears before its rules.
 * - Not a change of the first page's own address (its search, as a filter or a planner's tick
 *   writes it): its part covers all its routes can draw, and inserting the sheet restyles the
 *   whole document (17–28 ms at 4× CPU on the planner; decision 0084).
 */
export function SiteSheet({ href }: { readonly href: string }) {
  const { pathname } = useLocation()
  const firstPathname = useRef(pathname)
  useEffect(() => whenIdleAfterLoad(() => preload(href, { as: 'style' })), [href])
  if (pathname === firstPathname.current) return null
  return <link rel="stylesheet" href={href} precedence="site" />
}
