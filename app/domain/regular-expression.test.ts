import { describe, expect, test } from 'vitest'
import { compileRegularExpression as compileInBrowser } from './regular-expression.browser.ts'
import { compileRegularExpression as compileOnServer } from './regular-expression.ts'

// The two engines of a player's regular expression (decision 0066) must agree on what they
// accept and where they match, so a page drawn by the server is the one the browser draws.
describe.each([
  { engine: 'server (RE2)', compile: compileOnServer },
  { engine: 'browser', compile: compileInBrowser },
])('compileRegularExpression on the $engine', ({ compile }) => {
  test.each([
    {
      name: 'an alternation at the start',
      source: '^(death|ymir)',
      text: 'Ymir, Everliving',
      match: 'Ymir',
    },
    { name: 'case-insensitive', source: 'BLOW \\d', text: 'Death Blow 3', match: 'Blow 3' },
    { name: 'a class and a count', source: '[a-z]{5}\\+', text: 'Sword+ (1.5)', match: 'Sword+' },
    { name: 'a lazy star', source: 'd.*?b', text: 'Death Blow Dull Blade', match: 'Death B' },
    { name: 'no match', source: 'zq$', text: 'Death Blow 3', match: null },
  ])('$name', ({ source, text, match }) => {
    const pattern = compile(source)
    if (pattern === null) throw new Error(`${source} did not compile`)
    expect(pattern.exec(text)?.[0] ?? null).toBe(match)
    expect(pattern.test(text)).toBe(match !== null)
    expect(pattern.exec(text)?.index ?? null).toBe(match === null ? null : text.indexOf(match))
  })

  test.each([
    { name: 'an open group', source: 'abc(' },
    { name: 'a lone bracket', source: '[a-' },
    { name: 'a quantifier with nothing before it', source: '*abc' },
  ])('a syntax error is null: $name', ({ source }) => {
    expect(compile(source)).toBeNull()
  })
})
