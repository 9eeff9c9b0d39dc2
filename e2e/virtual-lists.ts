import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Text at `percent` % of its size, as a player's browser setting makes it (WCAG's "resize
 * text"): Chromium's default font size, which the site's rem sizes follow. The page keeps it
 * across navigations.
 */
export async function zoomText(page: Page, percent: number): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100 } })
}

/**
 * Scrolls a box to its end as a player does, again while the end moves (rows measured on the
 * way change the list's height), until a scroll changes nothing.
 */
export async function scrollToEnd(box: Locator): Promise<void> {
  await expect
    .poll(() =>
      box.evaluate((element) => {
        const before = element.scrollTop
        element.scrollTop = element.scrollHeight
        return element.scrollTop === before
      }),
    )
    .toBe(true)
}

/** The page's own scroll to its end, again while the end moves (see scrollToEnd). */
export async function scrollPageToEnd(page: Page): Promise<void> {
  await scrollToEnd(page.locator('html'))
}

/**
 * Where drawn rows go wrong: a row that starts above the previous one's end (rows placed at
 * a height they do not have), or whose content does not fit in it.
 */
function listMisplacedRows(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((elements) =>
    elements.flatMap((element, index) => {
      const box = element.getBoundingClientRect()
      const previous = elements[index - 1]?.getBoundingClientRect()
      const name = element.textContent?.slice(0, 24) ?? ''
      const problems: string[] = []
      if (previous && box.top < previous.bottom - 1)
        problems.push(`${name}: overlaps the row above`)
      if (element.scrollHeight > element.clientHeight + 1)
        problems.push(`${name}: its content overflows it`)
      return problems
    }),
  )
}

/**
 * Waits until no drawn row is misplaced (listMisplacedRows): a measured list draws a row at its
 * estimated height and places the rows after it once it is measured, a frame later.
 */
export async function expectRowsInPlace(rows: Locator): Promise<void> {
  await expect.poll(() => listMisplacedRows(rows)).toEqual([])
}

/**
 * Scrolls a box down `steps` times by `stepPx`, as a wheel does, and lists the steps where a
 * row drawn before and after the step moved by other than what was scrolled: the list jumped
 * (rows placed at heights they do not have).
 */
export async function listScrollJumps(
  box: Locator,
  { rows, steps, stepPx }: { rows: string; steps: number; stepPx: number },
): Promise<string[]> {
  return box.evaluate(
    async (element, { rows, steps, stepPx }) => {
      // A scroll's rows are drawn in the next task, and laid out by the next frame.
      const settle = () =>
        new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 50))
      const place = () =>
        new Map(
          [...element.querySelectorAll(rows)].map((row) => [row, row.getBoundingClientRect().top]),
        )
      const jumps: string[] = []
      let before = place()
      for (let step = 1; step <= steps; step++) {
        const top = element.scrollTop
        element.scrollTop = top + stepPx
        await settle()
        const scrolled = element.scrollTop - top
        const after = place()
        for (const [row, y] of after) {
          const was = before.get(row)
          if (was === undefined || Math.abs(was - y - scrolled) <= 1) continue
          const name = row.textContent?.slice(0, 24)
          jumps.push(
            `step ${step}: "${name}" moved ${Math.round(was - y)} px, ${scrolled} scrolled`,
          )
          break
        }
        before = after
      }
      return jumps
    },
    { rows, steps, stepPx },
  )
}

/** How many of a box's drawn rows (`rows`, a selector) its view shows. */
export async function countRowsInView(box: Locator, rows: string): Promise<number> {
  return box.evaluate((element, rows) => {
    const view = element.getBoundingClientRect()
    return [...element.querySelectorAll(rows)].filter((row) => {
      const place = row.getBoundingClientRect()
      return place.bottom > view.top && place.top < view.bottom
    }).length
  }, rows)
}
