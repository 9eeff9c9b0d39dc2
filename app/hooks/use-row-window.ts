import { type RefObject, useEffect, useState } from 'react'
import {
  findRowRange,
  LIST_BUFFER_PX,
  MAX_DRAWN_ITEMS,
  type RowRange,
} from '#app/lib/row-window.ts'

/**
 * What scrolls a list: its own box (`box`: the element with the scroll bar), or the page
 * (`window`: `ref` is the list itself, whose place on the page sets the rows in view).
 */
export type RowScroller = {
  readonly kind: 'box' | 'window'
  readonly ref: RefObject<HTMLElement | null>
}

type View = { readonly scrollTop: number; readonly viewportHeight: number }

export type RowWindowOptions = {
  readonly scroller: RowScroller
  readonly rowCount: number
  readonly rowHeight: number
}

/** The view's height before anything is measured: the server and the hydration draw this much. */
const INITIAL_VIEWPORT_HEIGHT = 800

function readView({ kind, ref }: RowScroller): View | null {
  const element = ref.current
  if (element === null) return null
  if (kind === 'box') return { scrollTop: element.scrollTop, viewportHeight: element.clientHeight }
  return { scrollTop: -element.getBoundingClientRect().top, viewportHeight: window.innerHeight }
}

function isSameRange(first: RowRange, second: RowRange): boolean {
  return first.start === second.start && first.end === second.end
}

/**
 * The rows of a list of fixed-height rows to draw: those in view and the spec's buffer, at
 * most its 1000. It renders again only when that range changes, not on every scroll step.
 */
export function useRowWindow({ scroller, rowCount, rowHeight }: RowWindowOptions): RowRange {
  const [view, setView] = useState<View>({
    scrollTop: 0,
    viewportHeight: INITIAL_VIEWPORT_HEIGHT,
  })
  const overscan = Math.ceil(LIST_BUFFER_PX / rowHeight)
  const { kind, ref } = scroller

  // After the commit, not in its layout phase: a scroller around the list's component gets
  // its ref only after the list's own layout effects.
  useEffect(() => {
    const rangeAt = (at: View) => findRowRange({ ...at, rowHeight, rowCount, overscan })
    const update = () => {
      const next = readView({ kind, ref })
      if (next === null) return
      setView((current) => (isSameRange(rangeAt(current), rangeAt(next)) ? current : next))
    }
    update()
    const target = kind === 'box' ? ref.current : window
    target?.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      target?.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [kind, ref, rowCount, rowHeight, overscan])

  const range = findRowRange({ ...view, rowHeight, rowCount, overscan })
  return { start: range.start, end: Math.min(range.end, range.start + MAX_DRAWN_ITEMS) }
}
