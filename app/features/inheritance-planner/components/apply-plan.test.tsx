import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import { ApplyPlan } from './apply-plan.tsx'

test('applied only after the confirmation, said, then undone with one press', async () => {
  const user = userEvent.setup()
  const onApply = vi.fn(() => ({ copies: 3, manuals: 1 }))
  const onUndo = vi.fn()
  renderWithApp(<ApplyPlan isShared={false} canApply onApply={onApply} onUndo={onUndo} />)
  await user.click(screen.getByRole('button', { name: 'Apply the plan to my barracks' }))
  // Cancelling changes nothing (the dialog's code comes when first asked for).
  await user.click(await screen.findByRole('button', { name: 'Cancel' }))
  expect(onApply).not.toHaveBeenCalled()
  await user.click(screen.getByRole('button', { name: 'Apply the plan to my barracks' }))
  await user.click(await screen.findByRole('button', { name: 'Apply' }))
  expect(onApply).toHaveBeenCalledOnce()
  expect(screen.getByRole('status').textContent).toContain(
    'The plan was applied to your barracks: 3 heroes and 1 manuals used.',
  )
  await user.click(screen.getByRole('button', { name: 'Undo' }))
  expect(onUndo).toHaveBeenCalledOnce()
  expect(screen.getByRole('status').textContent).toContain('The barracks is back as it was')
})

test('a shared barracks, or no plan yet: nothing to apply', () => {
  renderWithApp(<ApplyPlan isShared canApply={false} onApply={vi.fn()} onUndo={null} />)
  const button = screen.getByRole('button', { name: 'Apply the plan to my barracks' })
  expect((button as HTMLButtonElement).disabled).toBe(true)
  expect(screen.getByText('Applying is for your own barracks, not a shared one.')).toBeTruthy()
})
