import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'

// Where Google's tag sends its measurements once consent is given.
const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com']

function sha256Source(text: string | Uint8Array): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

// An inline script's text runs to the first `</script` (HTML's script data state); React writes
// attribute values escaped, so a tag ends at its first `>`.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/dgi
const SOURCE_ATTRIBUTE = /\ssrc\s*=/i

/**
 * The CSP sources of a document's inline scripts, by hash (decision 0068): the startup scripts,
 * React Router's context and route modules, the loader data it streams, whatever React adds.
 * Read from the finished document, so a framework upgrade that writes other scripts needs no
 * change here; a page kept in a cache keeps the header drawn for it.
 */
export function hashInlineScripts(page: Uint8Array): string[] {
  // Read as one character per byte: the pattern looks for ASCII only, so each match's offsets
  // are byte offsets, and each script is hashed as the UTF-8 bytes the browser hashes, without
  // decoding the page (half of it the stylesheet) on every render.
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength)
  const sources = new Set<string>()
  for (const match of bytes.toString('latin1').matchAll(SCRIPT_ELEMENT)) {
    const [, attributes = ''] = match
    const [start, end] = match.indices?.[2] ?? [0, 0]
    if (!SOURCE_ATTRIBUTE.test(attributes)) sources.add(sha256Source(bytes.subarray(start, end)))
  }
  return [...sources]
}

export type PolicyOptions = {
  /** The analytics tag's script (spec §9): the one script from elsewhere, when configured. */
  readonly analyticsScriptUrl: string | undefined
  /** The site's stylesheet, the one style element of a page (entry.server.tsx). */
  readonly siteCss: string
  /** The document's inline scripts (hashInlineScripts); none for answers that are not pages. */
  readonly scriptHashes: readonly string[]
}

let siteCssSource: { readonly css: string; readonly source: string } | undefined

/**
 * The Content-Security-Policy: scripts from this origin and by hash only (no nonce, so a page
 * is the same for everyone and any cache can keep it), no `unsafe-inline` or `unsafe-eval`.
 */
export function buildContentSecurityPolicy(options: PolicyOptions): string {
  if (siteCssSource?.css !== options.siteCss)
    siteCssSource = { css: options.siteCss, source: sha256Source(options.siteCss) }
  const analyticsOrigins =
    options.analyticsScriptUrl === undefined ? [] : [new URL(options.analyticsScriptUrl).origin]
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...options.scriptHashes, ...analyticsOrigins],
    // The site's stylesheet, inline, by its hash; style attributes carry a few custom
    // properties (a portrait's size) and the positions Base UI gives its popups.
    ['style-src', "'self'", siteCssSource.source],
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
