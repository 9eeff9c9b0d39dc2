import Button from '@mui/material/Button'
import { ThemeProvider } from '@mui/material/styles'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { getMuiTheme, RIPPLE_DELAY_MS } from './mui-theme.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('a touch starts the ripple after 80 ms, so a scroll that begins with a touch shows none', async () => {
  expect(RIPPLE_DELAY_MS).toBe(80)
  render(
    <ThemeProvider theme={getMuiTheme()}>
      <Button>Touch me</Button>
    </ThemeProvider>,
  )
  const button = screen.getByRole('button', { name: 'Touch me' })
  // A ripple has no role or name: MUI's class is the only way to see it.
  fireEvent.touchStart(button, { touches: [{ clientX: 1, clientY: 1 }] })
  await act(() => vi.advanceTimersByTimeAsync(RIPPLE_DELAY_MS - 1))
  expect(button.querySelector('.MuiTouchRipple-ripple')).toBeNull()
  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(button.querySelector('.MuiTouchRipple-ripple')).not.toBeNull()
})
