import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import type { NumberRange } from '#app/domain/skill-table.ts'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import styles from './filter-controls.module.css'
import { RangeSlider } from './range-slider.tsx'
import { readRangeTrack } from './range-track.ts'

function renderRange(bounds: NumberRange, value: NumberRange, onChange = vi.fn()) {
  const view = renderWithApp(
    <RangeSlider
      label="Cooldown"
      bounds={bounds}
      step={1}
      value={value}
      onChange={onChange}
      track={readRangeTrack(bounds, 1)}
      classes={styles}
    />,
  )
  return {
    ...view,
    onChange,
    lowest: screen.getByRole('slider', { name: 'Cooldown: lowest' }),
    highest: screen.getByRole('slider', { name: 'Cooldown: highest' }),
  }
}

test('each key press moves a thumb and is written; a thumb stops at the other', () => {
  const { lowest, highest, onChange } = renderRange({ min: 0, max: 6 }, { min: 3, max: 3 })
  fireEvent.keyDown(lowest, { key: 'ArrowRight' })
  expect(onChange).not.toHaveBeenCalled()
  fireEvent.keyDown(lowest, { key: 'ArrowLeft' })
  expect(onChange).toHaveBeenLastCalledWith({ min: 2, max: 3 })
  expect(screen.getByText('Cooldown from 2 to 3')).toBeDefined()
  fireEvent.keyDown(highest, { key: 'End' })
  expect(onChange).toHaveBeenLastCalledWith({ min: 2, max: 6 })
  expect(highest.getAttribute('aria-valuetext')).toBe('6')
})

/** A range field whose value the URL would hold, with a reset button. */
function RangeWithReset() {
  const [value, setValue] = useState<NumberRange>({ min: 2, max: 4 })
  return (
    <>
      <RangeSlider
        label="Cooldown"
        bounds={{ min: 0, max: 6 }}
        step={1}
        value={value}
        onChange={setValue}
        track={readRangeTrack({ min: 0, max: 6 }, 1)}
        classes={styles}
      />
      <button type="button" onClick={() => setValue({ min: 0, max: 6 })}>
        Reset
      </button>
    </>
  )
}

test('a value from the URL (a reset) moves the thumbs, and the focus stays', () => {
  renderWithApp(<RangeWithReset />)
  const lowest = screen.getByRole('slider', { name: 'Cooldown: lowest' })
  lowest.focus()
  fireEvent.keyDown(lowest, { key: 'ArrowLeft' })
  expect(screen.getByText('Cooldown from 1 to 4')).toBeDefined()
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
  expect(screen.getByText('Cooldown from 0 to 6')).toBeDefined()
  expect((lowest as HTMLInputElement).value).toBe('0')
  expect(screen.getByRole('slider', { name: 'Cooldown: lowest' })).toBe(lowest)
})

test('equal bounds: one value, named, drawn disabled, and no key moves it', () => {
  const { lowest, highest, onChange } = renderRange({ min: 3, max: 3 }, { min: 3, max: 3 })
  expect(screen.getByText('Cooldown from 3 to 3')).toBeDefined()
  for (const slider of [lowest, highest]) {
    expect((slider as HTMLInputElement).value).toBe('3')
    expect((slider as HTMLInputElement).disabled).toBe(true)
    for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp']) {
      fireEvent.keyDown(slider, { key })
    }
  }
  expect(onChange).not.toHaveBeenCalled()
})
