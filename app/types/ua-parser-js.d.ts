// ua-parser-js 1.x ships no types (2.x does, under the AGPL: docs/decisions/0007).
declare module 'ua-parser-js' {
  type UserAgentParts = {
    browser: { name?: string; version?: string }
    device: { type?: string; vendor?: string; model?: string }
    os: { name?: string; version?: string }
  }
  export function UAParser(userAgent?: string): UserAgentParts
}
