import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'

// Where Google's tag sends its measurements once consent is given.
const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com']

function sha256Source(text: string | Uint8Array): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

// An inline script's text runs to the first `</script` (HTML's script data state); React writes
// its tags in lower case and attribute values escaped, so a start tag ends at its first `>`.
const SCRIPT_OPEN = '<script'
const SCRIPT_CLOSE = '</script'
const SOURCE_ATTRIBUTE = /\ssrc\s*=/i
/** What may follow a tag's name: white space, `/` or `>` (HTML's tag name state). */
const AFTER_TAG_NAME = new Set(
  [' ', '\t', '\n', '\f', '\r', '/', '>'].map((character) => character.charCodeAt(0)),
)

/**
 * The CSP sources of a document's inline scripts, by hash (decision 0068): the startup scripts,
 * React Router's context and route modules, the loader data it streams, whatever React adds.
 * Read from the finished document, so a framework upgrade that writes other scripts needs no
 * change here; a page kept in a cache keeps the header drawn for it.
 */
export function hashInlineScripts(page: Uint8Array): string[] {
  // Searched as bytes (the tags are ASCII), never decoded: half of a page is its stylesheet,
  // and each script is hashed as the UTF-8 bytes the browser hashes.
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength)
  const sources = new Set<string>()
  let from = 0
  for (;;) {
    const open = bytes.indexOf(SCRIPT_OPEN, from, 'latin1')
    if (open === -1) break
    const tagEnd = bytes.indexOf('>', open + SCRIPT_OPEN.length)
    if (tagEnd === -1) break
    from = tagEnd + 1
    if (!AFTER_TAG_NAME.has(bytes[open + SCRIPT_OPEN.length] ?? 0)) continue
    const close = findScriptEnd(bytes, from)
    if (close === -1) break
    const attributes = bytes.toString('latin1', open + SCRIPT_OPEN.length, tagEnd)
    if (!SOURCE_ATTRIBUTE.test(attributes)) sources.add(sha256Source(bytes.subarray(from, close)))
    from = close + SCRIPT_CLOSE.length
  }
  return [...sources]
}

/** Where the script whose text starts at `from` ends: its first `</script` that closes a tag. */
function findScriptEnd(bytes: Buffer, from: number): number {
  let at = bytes.indexOf(SCRIPT_CLOSE, from, 'latin1')
  while (at !== -1 && !AFTER_TAG_NAME.has(bytes[at + SCRIPT_CLOSE.length] ?? 0)) {
    at = bytes.indexOf(SCRIPT_CLOSE, at + 1, 'latin1')
  }
  return at
}

export type PolicyOptions = {
  /** The analytics tag's script (spec §9): the one script from elsewhere, when configured. */
  readonly analyticsScriptUrl: string | undefined
  /** The page's part of the site's stylesheet, its one style element (entry.server.tsx). */
  readonly siteCss: string
  /** The document's inline scripts (hashInlineScripts); none for answers that are not pages. */
  readonly scriptHashes: readonly string[]
}

/** Each part's hash, once: a page's routes have one part of the sheet, the same every time. */
const styleSources = new Map<string, string>()

function styleSource(css: string): string {
  let source = styleSources.get(css)
  if (source === undefined) {
    source = sha256Source(css)
    styleSources.set(css, source)
  }
  return source
}

/**
 * The Content-Security-Policy: scripts from this origin and by hash only (no nonce, so a page
 * is the same for everyone and any cache can keep it), no `unsafe-inline` or `unsafe-eval`.
 */
export function buildContentSecurityPolicy(options: PolicyOptions): string {
  const analyticsOrigins =
    options.analyticsScriptUrl === undefined ? [] : [new URL(options.analyticsScriptUrl).origin]
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...options.scriptHashes, ...analyticsOrigins],
    // The page's part of the site's stylesheet, inline, by its hash (the whole sheet is a file
    // of this origin); style attributes carry a few custom properties (a portrait's size) and
    // the positions Base UI gives its popups.
    ['style-src', "'self'", styleSource(options.siteCss)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https:'],
    [
      'connect-src',
      "'self'",
      ...analyticsOrigins,
      ...(analyticsOrigins.length > 0 ? ANALYTICS_HOSTS : []),
    ],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
