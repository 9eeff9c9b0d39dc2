import { expect, test } from './test.ts'

test('the abbreviations come from the data, grouped by theme and trait', async ({ page }) => {
  await page.goto('/misc/glossary')
  await expect(page.getByRole('tab', { name: 'Hero names' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const themes = page.getByRole('region', { name: 'Prefixes by theme' })
  await expect(themes.getByRole('term').filter({ hasText: /^S!$/ })).toBeVisible()
  await expect(themes.getByText('Summer', { exact: true })).toBeVisible()
  const traits = page.getByRole('region', { name: 'Prefixes by trait' })
  await expect(traits.getByText('Legendary', { exact: true })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Suffixes' })
      .getByRole('term')
      .filter({ hasText: /^\(M\)$/ }),
  ).toBeVisible()
})

test('the keyword tab and its search live in the URL', async ({ page }) => {
  await page.goto('/misc/glossary')
  await page.waitForLoadState('networkidle')
  await page.getByRole('tab', { name: 'Skill keywords' }).click()
  await expect(page).toHaveURL('/misc/glossary?tab=keywords')
  const search = page.getByRole('searchbox', { name: 'Search keywords' })
  const total = await page.getByRole('term').count()
  expect(total).toBeGreaterThan(0)
  const first = (await page.getByRole('term').first().textContent()) ?? ''
  const name = first.replace(/[【】]/g, '')
  await search.fill(name)
  await expect(page).toHaveURL(
    `/misc/glossary?tab=keywords&q=${encodeURIComponent(name).replace(/%20/g, '+')}`,
  )
  await expect(page.getByRole('term').first()).toHaveText(first)
  await page.reload()
  await expect(search).toHaveValue(name)
  await page.goBack()
  await expect(page).toHaveURL('/misc/glossary')
  await expect(page.getByRole('tab', { name: 'Hero names' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
})
