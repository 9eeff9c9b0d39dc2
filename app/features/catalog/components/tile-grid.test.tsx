import { act, fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { TileGrid } from './tile-grid.tsx'

// A hundred one-tile rows (happy-dom measures no width): rows 0–8 are drawn at the top.
const ITEMS = Array.from({ length: 100 }, (_, index) => `Hero ${index}`)

function renderGrid() {
  render(
    <TileGrid
      items={ITEMS}
      keyOf={(item) => item}
      renderTile={(item, tabIndex, index) => (
        <button type="button" tabIndex={tabIndex} data-tile-index={index}>
          <img src={`/faces/${index}.webp`} alt={item} />
        </button>
      )}
      tileWidth={76}
      tileHeight={92}
      visibleRows={5}
      label="Heroes"
    />,
  )
  return screen.getByRole('group', { name: 'Heroes' })
}

async function scrollTo(grid: HTMLElement, top: number) {
  await act(async () => {
    grid.scrollTop = top
    fireEvent.scroll(grid)
  })
}

test('a row scrolled away drops its face, so the browser stops loading it', async () => {
  const grid = renderGrid()
  const firstFace = screen.getByRole('img', { name: 'Hero 0' })
  await scrollTo(grid, 50 * 92)
  expect(firstFace.isConnected).toBe(false)
  expect(firstFace.getAttribute('src')).toBeNull()
  expect(screen.getByRole('img', { name: 'Hero 50' }).getAttribute('src')).toBe('/faces/50.webp')
})
