import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
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
    upgradeCount: children.length,
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

afterEach(() => {
  vi.unstubAllGlobals()
})

test('a node sent without its upgrades fetches them when opened', async () => {
  const bare = { ...node('Thoron'), upgradeCount: 1 }
  const fetched = { ...bare, children: [node('Thoron+')] }
  const fetchMock = vi.fn(async (_url: RequestInfo | URL) => Response.json(fetched))
  vi.stubGlobal('fetch', fetchMock)
  renderWithApp(
    <SkillTreePage page={{ trees: [node('Thunder', [bare], true)], matchCount: 1 }} />,
    { path: '/skills-tree?name=thunder' },
  )
  expect(screen.queryByRole('link', { name: 'Thoron+' })).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Show the upgrades of Thoron' }))
  expect(await screen.findByRole('link', { name: 'Thoron+' })).toBeDefined()
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/skill-tree/SID_Thoron')
  expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull()
})

test('the other upgrades of a node on the way to a match are fetched when asked for', async () => {
  const mjolnir = node('Mjölnir', [], true)
  const elthunder = { ...node('Elthunder', [mjolnir]), upgradeCount: 3 }
  const fetched = {
    ...elthunder,
    children: [node('Thoron'), { ...mjolnir, isMatch: false }, node('Dark Thunder')],
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(fetched)),
  )
  renderWithApp(<SkillTreePage page={{ trees: [node('Thunder', [elthunder])], matchCount: 1 }} />, {
    path: '/skills-tree?name=mjo',
  })
  await userEvent.click(
    screen.getByRole('button', { name: 'Show the other 2 upgrades of Elthunder' }),
  )
  expect(await screen.findByRole('link', { name: 'Thoron' })).toBeDefined()
  expect(screen.getByRole('link', { name: 'Dark Thunder' })).toBeDefined()
  // The match the page came with stays marked.
  const row = screen.getByRole('link', { name: 'Mjölnir' }).parentElement
  expect(row?.className).toMatch(/match/i)
})
