import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useMatches, useNavigationType } from 'react-router'

/** Spec §9: a scroll to an anchor lasts 300 ms and starts about 100 ms after the route resolves. */
export const SCROLL_DURATION_MS = 300
export const SCROLL_DELAY_MS = 100

/** A route opts out of scroll handling with `export const handle = { scrollToTop: false }`. */
export type ScrollHandle = { scrollToTop?: boolean }

function isOptedOut(matches: ReturnType<typeof useMatches>): boolean {
  const handle = matches.at(-1)?.handle as ScrollHandle | undefined
  return handle?.scrollToTop === false
}

function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2
}

function animateScrollTo(top: number): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, top)
    return () => undefined
  }
  const start = window.scrollY
  const startTime = performance.now()
  let frame = 0
  const step = (now: number) => {
    const progress = Math.min(1, (now - startTime) / SCROLL_DURATION_MS)
    window.scrollTo(0, start + (top - start) * easeInOutCubic(progress))
    if (progress < 1) frame = requestAnimationFrame(step)
  }
  frame = requestAnimationFrame(step)
  return () => cancelAnimationFrame(frame)
}

function findAnchor(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null // a malformed hash names no element
  }
}

/**
 * Spec §2: on a page change the view goes to the top, or to the anchor of a hash link,
 * unless the route opts out; back and forward restore where the reader was.
 */
export function RouteScroll() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const matches = useMatches()
  const positions = useRef(new Map<string, number>())
  const activeKey = useRef(location.key)
  const isFirstRender = useRef(true)
  const previous = useRef({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
  })

  // Scroll events arrive after the commit, so the browser's clamping of the old page's
  // position on a shorter new page is counted for the new page, never the old one.
  useLayoutEffect(() => {
    activeKey.current = location.key
  }, [location.key])

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const saved = positions.current
    const remember = () => saved.set(activeKey.current, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, keyed by location.key
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false // the browser itself places the first page
      return
    }
    // A change of search parameters alone (a filter, an open hero dialog) is the same page,
    // the fragment kept too: a fragment that holds data (the planner's shared barracks) names
    // no anchor to go to again on each change. A link to the anchor already shown goes to it.
    const isSamePage =
      previous.current.pathname === location.pathname &&
      (!location.hash ||
        (previous.current.search !== location.search && previous.current.hash === location.hash))
    previous.current = { pathname: location.pathname, search: location.search, hash: location.hash }
    if (isOptedOut(matches) || (isSamePage && navigationType !== 'POP')) return
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.current.get(location.key) ?? 0)
      return
    }
    if (!location.hash) {
      window.scrollTo(0, 0)
      return
    }
    let cancelAnimation: () => void = () => undefined
    const timer = window.setTimeout(() => {
      const anchor = findAnchor(location.hash)
      if (!anchor) return
      // scroll-margin-top keeps the anchor clear of the sticky app bar, as it does for the browser.
      const margin = Number.parseFloat(getComputedStyle(anchor).scrollMarginTop) || 0
      cancelAnimation = animateScrollTo(
        anchor.getBoundingClientRect().top + window.scrollY - margin,
      )
    }, SCROLL_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      cancelAnimation()
    }
  }, [location.key])

  return null
}
