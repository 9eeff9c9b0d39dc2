import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import type { SkillId } from '#app/domain/skill.ts'
import type { SkillTreeNode } from '#app/domain/skill-tree.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { SkillTreePage } from './skill-tree-page.tsx'

function node(name: string, children: SkillTreeNode[] = [], isMatch = false): SkillTreeNode {
  return {
    id: `SID_${name}` as SkillId,
    name,
    category: 'weapon',
    sp: 100,
    totalInheritedSp: 150,
    hasLowRarityFodder: true,
    isMatch,
    children,
  }
}

// Thunder → Elthunder → three tomes, of which one matches.
const chain = node('Thunder', [
  node('Elthunder', [node('Thoron'), node('Mjölnir', [], true), node('Dark Thunder')]),
])

test('the way to a match opens with only its upgrades; the others wait behind a button', async () => {
  renderWithApp(<SkillTreePage page={{ trees: [chain], matchCount: 1 }} />, {
    path: '/skills-tree?name=mjo',
  })
  expect(screen.getByRole('link', { name: 'Mjölnir' })).toBeDefined()
  expect(screen.queryByRole('link', { name: 'Thoron' })).toBeNull()
  await userEvent.click(
    screen.getByRole('button', { name: 'Show the other 2 upgrades of Elthunder' }),
  )
  expect(screen.getByRole('link', { name: 'Thoron' })).toBeDefined()
  expect(screen.getByRole('link', { name: 'Dark Thunder' })).toBeDefined()
  expect(screen.queryByRole('button', { name: /Show the other/ })).toBeNull()
})

test('a node opened by hand shows all its upgrades', async () => {
  renderWithApp(<SkillTreePage page={{ trees: [chain], matchCount: 1 }} />, {
    path: '/skills-tree?name=mjo',
  })
  const elthunder = screen.getByRole('button', { name: 'Hide the upgrades of Elthunder' })
  await userEvent.click(elthunder)
  expect(screen.queryByRole('link', { name: 'Mjölnir' })).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Show the upgrades of Elthunder' }))
  expect(screen.getByRole('link', { name: 'Thoron' })).toBeDefined()
  expect(screen.getByRole('link', { name: 'Mjölnir' })).toBeDefined()
})
