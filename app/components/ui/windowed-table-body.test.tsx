import { render, screen, waitFor, within } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { MAX_DRAWN_ITEMS } from '#app/lib/row-window.ts'
import { stubInertResizeObserver } from '../../../test/inert-resize-observer.ts'
import { readWindowedRowAttributes } from './table.tsx'
import { WindowedTableBody } from './windowed-table-body.tsx'

// Rows of the fixture: "Hero 1", "Hero 2"…, each its own key.
const keyOfHero = (row: string) => row

function HeroTable({ rows }: { rows: readonly string[] }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  return (
    <div ref={scrollRef}>
      <table aria-label="Heroes" aria-rowcount={rows.length + 1}>
        <thead>
          <tr>
            <th>Name</th>
          </tr>
        </thead>
        <WindowedTableBody
          rows={rows}
          estimateRowHeight={40}
          columnCount={1}
          scrollRef={scrollRef}
          keyOf={keyOfHero}
          renderRow={(row, place) => (
            <tr key={row} {...readWindowedRowAttributes(place)}>
              <td>{row}</td>
            </tr>
          )}
        />
      </table>
    </div>
  )
}

function listHeroes(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `Hero ${index + 1}`)
}

/** The rows drawn with a hero in them (not the spacers). */
const heroRows = () =>
  within(screen.getByRole('table', { name: 'Heroes' }))
    .getAllByRole('row')
    .filter((row) => row.textContent?.startsWith('Hero'))

/**
 * A box `height` px tall, and rows measured at 40 px when drawn (happy-dom lays nothing out).
 */
function layOut(height: number) {
  stubInertResizeObserver()
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height)
  vi.spyOn(HTMLTableRowElement.prototype, 'offsetHeight', 'get').mockReturnValue(40)
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

test('the rows in view and the 200 px buffer are drawn, each saying its place', async () => {
  // A box 400 px tall: rows 1–10 in view, 5 rows (200 px) of buffer below.
  layOut(400)
  render(<HeroTable rows={listHeroes(100)} />)
  await waitFor(() => expect(heroRows()).toHaveLength(15))
  const rows = heroRows()
  // The head's row is the first.
  expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2')
  expect(rows.at(-1)?.getAttribute('aria-rowindex')).toBe('16')
  expect(rows.at(-1)?.textContent).toBe('Hero 15')
})

test('never more than the spec’s 1000 rows, however tall the box', async () => {
  layOut(200_000)
  render(<HeroTable rows={listHeroes(5000)} />)
  await waitFor(() => expect(heroRows()).toHaveLength(MAX_DRAWN_ITEMS))
})
