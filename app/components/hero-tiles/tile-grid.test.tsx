import { act, fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { TileGrid } from './tile-grid.tsx'

// A hundred one-tile rows (happy-dom measures no width): rows 0–7 are drawn at the top.
const ITEMS = Array.from({ length: 100 }, (_, index) => `Hero ${index}`)

function renderGrid() {
  render(
    <TileGrid
      items={ITEMS}
      keyOf={(item) => item}
      renderTile={(item, tabIndex, index, hasFace) => (
        <button type="button" tabIndex={tabIndex} data-tile-index={index}>
          {hasFace && <img src={`/faces/${index}.webp`} alt="" />}
          {item}
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

function faceOf(name: string): HTMLImageElement | null {
  return screen.getByRole('button', { name }).querySelector('img')
}

function scrollTo(grid: HTMLElement, top: number) {
  act(() => {
    grid.scrollTop = top
    fireEvent.scroll(grid)
  })
}

test('a row scrolled away drops its face, so the browser stops loading it', () => {
  const grid = renderGrid()
  const firstFace = faceOf('Hero 0')
  expect(firstFace?.getAttribute('src')).toBe('/faces/0.webp')
  scrollTo(grid, 50 * 92)
  expect(firstFace?.isConnected).toBe(false)
  expect(firstFace?.getAttribute('src')).toBeNull()
})

test('rows drawn before a scroll show their faces at once, rows drawn by it when idle', async () => {
  const grid = renderGrid()
  expect(faceOf('Hero 4')).not.toBeNull()
  scrollTo(grid, 50 * 92)
  expect(faceOf('Hero 50')).toBeNull()
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(faceOf('Hero 50')?.getAttribute('src')).toBe('/faces/50.webp')
})
