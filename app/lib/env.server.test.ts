import { describe, expect, test } from 'vitest'
import { DEVELOPMENT_SESSION_SECRET, EnvError, parseEnv } from './env.server.ts'

describe('parseEnv', () => {
  test('development defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      environment: 'development',
      host: 'localhost',
      port: 3000,
      origin: 'http://localhost:3000',
      sessionSecret: DEVELOPMENT_SESSION_SECRET,
      rootRedirect: undefined,
      locale: {
        isDetectionEnabled: true,
        fallback: 'en',
        cookie: {
          name: 'i18n_redirected',
          domain: undefined,
          isSecure: false,
          isCrossOrigin: false,
        },
      },
    })
  })

  test('production uses the configured origin and secret', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      SITE_ORIGIN: 'https://example.org/ignored-path',
      SESSION_SECRET: 'a-long-enough-production-secret',
      PORT: '8080',
    })
    expect(env).toMatchObject({
      origin: 'https://example.org',
      port: 8080,
      sessionSecret: 'a-long-enough-production-secret',
    })
  })

  test('production refuses the development secret', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: DEVELOPMENT_SESSION_SECRET }),
    ).toThrow(EnvError)
  })

  test('root redirect with its default status 302', () => {
    expect(parseEnv({ ROOT_REDIRECT: '/units' }).rootRedirect).toEqual({
      target: '/units',
      status: 302,
    })
    expect(
      parseEnv({ ROOT_REDIRECT: '/units', ROOT_REDIRECT_STATUS: '301' }).rootRedirect?.status,
    ).toBe(301)
  })

  test.each([
    { name: 'port not a number', source: { PORT: 'abc' }, variable: 'PORT' },
    { name: 'origin not a URL', source: { SITE_ORIGIN: 'example' }, variable: 'SITE_ORIGIN' },
    {
      name: 'redirect status not a redirect',
      source: { ROOT_REDIRECT_STATUS: '200' },
      variable: 'ROOT_REDIRECT_STATUS',
    },
    {
      name: 'boolean not a boolean',
      source: { LOCALE_DETECTION: 'yes' },
      variable: 'LOCALE_DETECTION',
    },
  ])('invalid: $name', ({ source, variable }) => {
    expect(() => parseEnv(source)).toThrow(expect.objectContaining({ variable }))
  })
})
