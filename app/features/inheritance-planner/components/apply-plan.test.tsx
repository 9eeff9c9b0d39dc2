import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { renderWithApp } from '../../../../test/render-with-app.tsx'
import type { AppliedPlan } from '../planner-storage.ts'
import { AppliedPlanNote, ApplyPlan } from './apply-plan.tsx'

test('applied only after the confirmation', async () => {
  const user = userEvent.setup()
  const onApply = vi.fn()
  renderWithApp(<ApplyPlan isShared={false} canApply onApply={onApply} />)
  await user.click(screen.getByRole('button', { name: 'Apply the plan to my barracks' }))
  // Cancelling changes nothing (the dialog's code comes when first asked for).
  await user.click(await screen.findByRole('button', { name: 'Cancel' }))
  expect(onApply).not.toHaveBeenCalled()
  await user.click(screen.getByRole('button', { name: 'Apply the plan to my barracks' }))
  await user.click(await screen.findByRole('button', { name: 'Apply' }))
  expect(onApply).toHaveBeenCalledOnce()
})

test('a shared barracks, or no plan yet: nothing to apply', () => {
  renderWithApp(<ApplyPlan isShared canApply={false} onApply={vi.fn()} />)
  const button = screen.getByRole('button', { name: 'Apply the plan to my barracks' })
  expect((button as HTMLButtonElement).disabled).toBe(true)
  expect(screen.getByText('Applying is for your own barracks, not a shared one.')).toBeTruthy()
})

const applied: AppliedPlan = {
  appliedAt: '2026-11-26T16:05:00',
  copies: 3,
  manuals: 1,
  before: { barracks: { entries: [], manuals: [] }, given: [] },
  after: 'fingerprint',
}

function Harness({ isCurrent, onUndo }: { isCurrent: boolean; onUndo: () => void }) {
  const [stored, setStored] = useState<AppliedPlan | null>(applied)
  return (
    <AppliedPlanNote
      applied={stored}
      isCurrent={isCurrent}
      onUndo={() => {
        onUndo()
        setStored(null)
      }}
      onForget={() => setStored(null)}
    />
  )
}

test('the last plan applied is said with its day, and undone with one press', async () => {
  const user = userEvent.setup()
  const onUndo = vi.fn()
  renderWithApp(<Harness isCurrent onUndo={onUndo} />)
  expect(screen.getByRole('status').textContent).toContain(
    'Plan applied Nov 26, 2026, 4:05 PM (heroes given up: 3, manuals used: 1).',
  )
  await user.click(screen.getByRole('button', { name: 'Undo' }))
  expect(onUndo).toHaveBeenCalledOnce()
  expect(screen.getByRole('status').textContent).toBe(
    'The barracks is back as it was before the plan.',
  )
})

test('once the barracks changed, the undo is no longer offered; it can be forgotten', async () => {
  const user = userEvent.setup()
  renderWithApp(<Harness isCurrent={false} onUndo={vi.fn()} />)
  expect(screen.getByRole('status').textContent).toContain('The barracks changed after the plan')
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Forget it' }))
  expect(screen.queryByRole('status')).toBeNull()
})
