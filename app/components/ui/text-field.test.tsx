import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { TextField } from './text-field.tsx'

function Controlled() {
  const [value, setValue] = useState('')
  return (
    <TextField
      label="Save name"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      helperText={value === '' ? 'Required' : `${value.length} letters`}
      error={value === ''}
      required
      slotProps={{ htmlInput: { maxLength: 5, inputMode: 'text' } }}
    />
  )
}

test('the label names the input, the helper text describes it, and typing reaches onChange', async () => {
  render(<Controlled />)
  const input = screen.getByRole('textbox', { name: /Save name/ })
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(input.hasAttribute('required')).toBe(true)
  expect(input.getAttribute('maxlength')).toBe('5')
  const describedBy = input.getAttribute('aria-describedby') ?? ''
  expect(document.getElementById(describedBy)?.textContent).toBe('Required')
  await userEvent.type(input, 'Alfonse')
  expect((input as HTMLInputElement).value).toBe('Alfon')
  expect(document.getElementById(describedBy)?.textContent).toBe('5 letters')
  expect(input.getAttribute('aria-invalid')).toBe('false')
})

test('an adornment sits in the field and a number field is a spin button', () => {
  render(
    <TextField
      label="Level"
      type="number"
      defaultValue="40"
      slotProps={{ input: { endAdornment: <button type="button">Reset</button> } }}
    />,
  )
  expect(screen.getByRole('spinbutton', { name: 'Level' })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Reset' })).toBeDefined()
})
