import type { SearchPattern } from './regular-expression.ts'

/**
 * A player's regular expression in the browser: its own engine, fast as they type, without
 * RE2's 46 kB (gzip) in the pages' first load. A slow expression holds only the player's own
 * tab; the server runs RE2 (regular-expression.ts, decision 0066). Null for a syntax error.
 */
export function compileRegularExpression(source: string): SearchPattern | null {
  try {
    return new RegExp(source, 'i')
  } catch (error) {
    // A SyntaxError is the player's typo, shown under the field; anything else is a bug.
    if (error instanceof SyntaxError) return null
    throw error
  }
}
