import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { buildContentSecurityPolicy, hashInlineScripts } from './content-security-policy.server.ts'

const encode = (text: string) => new TextEncoder().encode(text)
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('hashInlineScripts', () => {
  test("every inline script's text, once; scripts from a file are no part of it", () => {
    const context = 'window.__reactRouterContext = {"a":"<\\u002fscript>"};'
    const modules = 'import "/assets/manifest.js";\nimport("/assets/entry.client.js");'
    // React writes tags in lower case: another's script is refused by the policy, not trusted.
    const upperCase = 'window.other = 1;'
    const untilItsEnd = 'const tag = "</scripts>";'
    const html = [
      '<!DOCTYPE html><html><head>',
      `<script>${context}</script>`,
      '<script type="module" src="/assets/entry.js"></script>',
      `<script type="module" async="">${modules}</script >`,
      `<SCRIPT>${upperCase}</SCRIPT>`,
      '<script-data>not a script</script-data>',
      `<script>${untilItsEnd}</script>`,
      '<script></script>',
      '</head><body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></body></html>',
    ].join('')
    expect(hashInlineScripts(encode(html))).toEqual([
      hashOf(context),
      hashOf(modules),
      hashOf(untilItsEnd),
      hashOf(''),
    ])
  })

  test("a script's text beyond ASCII is hashed as its UTF-8 text, wherever the page sits", () => {
    const data = 'window.hero = "Hríd ★ 5";'
    const html = `<!DOCTYPE html><html><head><title>Hríd — ★</title><script>${data}</script></head></html>`
    const bytes = encode(`padding ${html}`).subarray('padding '.length)
    expect(hashInlineScripts(bytes)).toEqual([hashOf(data)])
  })

  test('a page without inline scripts has none', () => {
    expect(
      hashInlineScripts(encode('<!DOCTYPE html><html><body><p>Abel</p></body></html>')),
    ).toEqual([])
  })
})

describe('buildContentSecurityPolicy', () => {
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((each) => each.startsWith(`${name} `))

  test('scripts from here and by hash, no nonce, nothing inline or evaluated', () => {
    const hashes = [hashOf('a'), hashOf('b')]
    const policy = buildContentSecurityPolicy({
      analyticsScriptUrl: undefined,
      siteCss: 'body{}',
      scriptHashes: hashes,
    })
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hashes.join(' ')}`)
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hashOf('body{}')}`)
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(policy).not.toMatch(/nonce|unsafe-eval/)
  })

  test('the analytics tag, when configured, is the one script from elsewhere', () => {
    const policy = buildContentSecurityPolicy({
      analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
      siteCss: '',
      scriptHashes: [],
    })
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com",
    )
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com')
  })
})
