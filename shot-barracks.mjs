import { chromium } from 'playwright'
const base = process.argv[2] ?? 'http://127.0.0.1:3601'
const out = '/work/screens/barracks'
const LIST = `B!Lucina 4★ x3
Hrid +10 keep
lucina brave
abel the panter
Lucin
Reinhart
Nobody at all x2
manual Hector 4★ x2
Marth +3 df5 fodder
Alfonse x4`
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const [width, scheme] of [[1440, 'dark'], [390, 'light']]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  const errors = []
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()) })
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(base + '/')
  if (scheme === 'light') await page.getByRole('button', { name: /^Theme: / }).click()
  await page.goto(base + '/barracks')
  await page.getByLabel('Your heroes, one a line').waitFor()
  await page.screenshot({ path: `${out}/empty-${width}-${scheme}.png`, fullPage: true })
  await page.getByLabel('Your heroes, one a line').fill(LIST)
  await page.getByRole('button', { name: 'Read the list' }).click()
  await page.getByRole('list', { name: /The lines read/ }).waitFor()
  await page.screenshot({ path: `${out}/review-${width}-${scheme}.png`, fullPage: true })
  await page.getByLabel('Hero for line 5').selectOption({ index: 0 })
  await page.getByRole('button', { name: /Add to the barracks/ }).click()
  await page.waitForTimeout(500)
  await page.screenshot({ path: `${out}/list-${width}-${scheme}.png`, fullPage: true })
  console.log(width, scheme, errors)
  await page.close()
}
await browser.close()
