import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { expect, test, vi } from 'vitest'
import type { SkillId } from '#app/domain/skill.ts'
import type { SkillTreeNode } from '#app/domain/skill-tree.ts'
import { settleResource } from '#app/hooks/use-resource.ts'
import { MessagesProvider } from '#app/i18n/i18n.tsx'
import { setErrorReporter } from '#app/lib/monitoring.ts'
import english from '#app/locales/en.json'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { SkillTreePage, type SkillTreesView } from './skill-tree-page.tsx'

function node(name: string, children: SkillTreeNode[] = [], isMatch = false): SkillTreeNode {
  return {
    id: `SID_${name}` as SkillId,
    slug: name.toLowerCase(),
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

/** The page at `path`, with /api/skill-tree/:id answered by `answer` (settled as the route does). */
function renderWithUpgrades(
  page: SkillTreesView,
  path: string,
  answer: (id: string) => Promise<SkillTreeNode>,
) {
  setErrorReporter(() => undefined)
  const Stub = createRoutesStub([
    { path: '/skills-tree', Component: () => <SkillTreePage page={page} /> },
    {
      path: '/api/skill-tree/:id',
      loader: ({ request, params }) =>
        settleResource({ request, serverLoader: () => answer(params.id ?? '') }),
    },
  ])
  render(
    <MessagesProvider messages={english} locale="en">
      <Stub initialEntries={[path]} />
    </MessagesProvider>,
  )
}

test('a node sent without its upgrades fetches them when opened', async () => {
  const bare = { ...node('Thoron'), upgradeCount: 1 }
  const fetched = { ...bare, children: [node('Thoron+')] }
  const answer = vi.fn(async (_id: string) => fetched)
  renderWithUpgrades(
    { trees: [node('Thunder', [bare], true)], matchCount: 1 },
    '/skills-tree?name=thunder',
    answer,
  )
  expect(screen.queryByRole('link', { name: 'Thoron+' })).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Show the upgrades of Thoron' }))
  expect(await screen.findByRole('link', { name: 'Thoron+' })).toBeDefined()
  expect(answer).toHaveBeenCalledTimes(1)
  expect(answer).toHaveBeenCalledWith('SID_Thoron')
  expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull()
  // Closed and opened again, the node keeps what it fetched.
  await userEvent.click(screen.getByRole('button', { name: 'Hide the upgrades of Thoron' }))
  await userEvent.click(screen.getByRole('button', { name: 'Show the upgrades of Thoron' }))
  expect(screen.getByRole('link', { name: 'Thoron+' })).toBeDefined()
  expect(answer).toHaveBeenCalledTimes(1)
})

test('the other upgrades of a node on the way to a match are fetched when asked for', async () => {
  const mjolnir = node('Mjölnir', [], true)
  const elthunder = { ...node('Elthunder', [mjolnir]), upgradeCount: 3 }
  const fetched = {
    ...elthunder,
    children: [node('Thoron'), { ...mjolnir, isMatch: false }, node('Dark Thunder')],
  }
  renderWithUpgrades(
    { trees: [node('Thunder', [elthunder])], matchCount: 1 },
    '/skills-tree?name=mjo',
    async () => fetched,
  )
  await userEvent.click(
    screen.getByRole('button', { name: 'Show the other 2 upgrades of Elthunder' }),
  )
  expect(await screen.findByRole('link', { name: 'Thoron' })).toBeDefined()
  expect(screen.getByRole('link', { name: 'Dark Thunder' })).toBeDefined()
  // The match the page came with stays marked.
  const row = screen.getByRole('link', { name: 'Mjölnir' }).parentElement
  expect(row?.className).toMatch(/match/i)
})

test('upgrades that do not come are said under the node, with a retry that fetches them', async () => {
  const bare = { ...node('Thoron'), upgradeCount: 1 }
  const answer = vi
    .fn<(id: string) => Promise<SkillTreeNode>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce({ ...bare, children: [node('Thoron+')] })
  renderWithUpgrades(
    { trees: [node('Thunder', [bare], true)], matchCount: 1 },
    '/skills-tree?name=thunder',
    answer,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Show the upgrades of Thoron' }))
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The upgrades of Thoron could not be loaded.',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('link', { name: 'Thoron+' })).toBeDefined()
  expect(screen.queryByRole('alert')).toBeNull()
})
