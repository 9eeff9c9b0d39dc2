/** The production origin the test server is given, for canonical URLs. */
export const E2E_ORIGIN = 'https://hero-peeler.test'

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Every page of the spec (§2), those product.md and issue 26 add, with its title and layout. */
export const PAGES = [
  { path: '/', title: 'Home', layout: 'default' },
  { path: '/units', title: 'Heroes', layout: 'unit filters' },
  { path: '/units-maximum-scores', title: 'Heroes by maximum score', layout: 'unit filters' },
  { path: '/score-calc', title: 'Score calculator', layout: 'default' },
  { path: '/assets', title: 'Assets and flaws', layout: 'default' },
  { path: '/skills', title: 'Skills', layout: 'skill filters' },
  { path: '/skills-tree', title: 'Skill trees', layout: 'default' },
  { path: '/skills-lists', title: 'Skill lists', layout: 'default' },
  { path: '/skills-fodders', title: 'Skill fodders', layout: 'default' },
  { path: '/catalog-of-heroes', title: 'Catalog of heroes', layout: 'default' },
  { path: '/inheritance-planner', title: 'Inheritance planner', layout: 'default' },
  { path: '/events/hall-of-forms', title: 'Hall of Forms', layout: 'default' },
  { path: '/events/binding-worlds', title: 'Binding Worlds', layout: 'default' },
  { path: '/misc/glossary', title: 'Glossary', layout: 'default' },
  { path: '/misc/stats-evolution', title: 'Evolution of stats', layout: 'default' },
  { path: '/misc/whats-new', title: "What's new", layout: 'default' },
  { path: '/status', title: 'Data status', layout: 'default' },
] as const

/** Collects console errors and uncaught exceptions of a page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    // Hero portraits come from the wiki's servers, unreachable here: pages draw a fallback.
    const isExternalResource = /^https:/.test(message.location().url)
    if (message.type() === 'error' && !isExternalResource) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The serious and critical axe findings on the page as it is now, one line each. */
export async function listSeriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
}
