import { RE2JS, RE2JSSyntaxException } from 're2js'

/** A compiled search: what the pages ask of it, which a RegExp also offers. */
export type SearchPattern = {
  test(text: string): boolean
  exec(text: string): { readonly index: number; readonly 0: string } | null
}

/**
 * A player's regular expression on the server (Node and Workers): RE2's engine, ported to
 * JavaScript (re2js), matches in time linear in the text whatever the expression, so a URL
 * such as `/units?mode=re&q=(.*.*)*%` cannot hold a server for ever (decision 0066). The
 * browser runs its own engine (regular-expression.browser.ts, chosen by package.json's
 * `imports`), where a slow expression costs only the player's own tab. Null when RE2 cannot
 * read the expression.
 */
export function compileRegularExpression(source: string): SearchPattern | null {
  let pattern: RE2JS
  try {
    pattern = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE)
  } catch (error) {
    // A syntax error is the player's typo, shown under the field; anything else is a bug.
    if (error instanceof RE2JSSyntaxException) return null
    throw error
  }
  return {
    test: (text) => pattern.test(text),
    exec: (text) => {
      const matcher = pattern.matcher(text)
      return matcher.find() ? { index: matcher.start(), 0: matcher.group() ?? '' } : null
    },
  }
}
