import type { Page } from '@playwright/test'

/**
 * Starts watching the page: the time from the next click to the paint after an element
 * matching `selector` is in the page. Await it after the click.
 */
export function timeClickToPaint(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (watched) =>
      new Promise<number>((resolve) => {
        let start = 0
        document.addEventListener('click', () => (start = performance.now()), {
          capture: true,
          once: true,
        })
        const observer = new MutationObserver(() => {
          if (start === 0 || !document.querySelector(watched)) return
          observer.disconnect()
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)))
        })
        observer.observe(document.body, { subtree: true, childList: true })
      }),
    selector,
  )
}
