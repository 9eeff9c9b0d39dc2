import { vi } from 'vitest'

/**
 * A ResizeObserver that reports nothing: happy-dom lays nothing out, and its observers would
 * report every size as 0. A test then gives the sizes it needs (`offsetHeight`, `clientHeight`).
 */
export function stubInertResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = vi.fn()
      unobserve = vi.fn()
      disconnect = vi.fn()
    },
  )
}
