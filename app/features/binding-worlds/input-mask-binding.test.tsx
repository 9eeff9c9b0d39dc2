import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { type MaskedValue, useInputMask } from './input-mask.ts'

function MaskedField({ type = 'text' }: { type?: string }) {
  const [value, setValue] = useState<MaskedValue | undefined>()
  const ref = useInputMask({ mask: '##-##' }, setValue)
  return (
    <>
      <label>
        Code
        <input ref={ref} type={type} />
      </label>
      <output>
        {value ? `${value.unmasked} ${value.isComplete ? 'complete' : 'incomplete'}` : ''}
      </output>
    </>
  )
}

test('what is typed is masked, and the field hands on the raw value and completeness', async () => {
  render(<MaskedField />)
  const input = screen.getByLabelText<HTMLInputElement>('Code')
  await userEvent.type(input, '12a3')
  expect(input.value).toBe('12-3')
  expect(screen.getByRole('status').textContent).toBe('123 incomplete')
  await userEvent.type(input, '4')
  expect(input.value).toBe('12-34')
  expect(screen.getByRole('status').textContent).toBe('1234 complete')
})

test('a file input is left alone', () => {
  const { container } = render(<MaskedField type="file" />)
  const input = container.querySelector('input')
  expect(input?.type).toBe('file')
  expect(screen.getByRole('status').textContent).toBe('')
})
