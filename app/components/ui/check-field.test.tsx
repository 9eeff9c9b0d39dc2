import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { CheckField } from './check-field.tsx'

test('a switch is named by its label, and a click on the label toggles it', () => {
  const onChange = vi.fn()
  render(<CheckField look="switch" checked={false} onChange={onChange} label="Show all" />)
  const control = screen.getByRole('switch', { name: 'Show all' })
  expect((control as HTMLInputElement).checked).toBe(false)
  fireEvent.click(screen.getByText('Show all'))
  expect(onChange).toHaveBeenCalledWith(true)
})

test('a box without a label is named by ariaLabel and reports being unchecked', () => {
  const onChange = vi.fn()
  render(<CheckField look="box" checked onChange={onChange} ariaLabel="Highlight choice 1" />)
  const control = screen.getByRole('checkbox', { name: 'Highlight choice 1' })
  expect((control as HTMLInputElement).checked).toBe(true)
  fireEvent.click(control)
  expect(onChange).toHaveBeenCalledWith(false)
})
