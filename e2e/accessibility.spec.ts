import AxeBuilder from '@axe-core/playwright'
import { PAGES } from './pages.ts'
import { expect, test } from './test.ts'

for (const scheme of ['dark', 'light'] as const) {
  for (const { path } of PAGES) {
    test(`${path} has no serious accessibility finding in the ${scheme} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/')
      if (scheme === 'light') {
        // dark → light with the toggle, as a user would; the next page needs the saved theme.
        const save = page.waitForResponse('**/api/update-theme')
        await page.getByRole('button', { name: /^Theme: / }).click()
        await expect(page.locator('html')).toHaveClass('light')
        await save
      }
      await page.goto(path)
      await expect(page.locator('html')).toHaveClass(scheme)
      // Contrast is judged on the settled page, not halfway through a colour transition
      // (a button enabled once a chart is ready fades from its disabled grey).
      await page.waitForLoadState('networkidle')
      // A part still loading (the chart) enables its controls when ready: wait for it.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
      await page.waitForFunction(
        () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
            ),
        null,
        { polling: 100 },
      )
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
      expect(serious).toEqual([])
    })
  }
}
