import { describe, expect, test } from 'vitest'
import { DEVELOPMENT_SESSION_SECRET, EnvError, parseEnv, parseSyncInterval } from './env.server.ts'

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

  test('optional platform features are off by default', () => {
    expect(parseEnv({})).toMatchObject({
      sentryDsn: undefined,
      analytics: undefined,
      buildCheckIntervalMs: 3_600_000,
      buildManifestPath: undefined,
      isDeviceRefreshOnResize: false,
    })
  })

  test.each([
    {
      name: 'the generic key serves any environment',
      source: { ANALYTICS_TAG_ID: 'G-GENERIC' },
      expected: 'G-GENERIC',
    },
    {
      name: "development's own key wins in development",
      source: { ANALYTICS_TAG_ID: 'G-GENERIC', ANALYTICS_TAG_ID_DEVELOPMENT: 'G-DEV' },
      expected: 'G-DEV',
    },
    {
      name: "production's key is not used in development",
      source: { ANALYTICS_TAG_ID_PRODUCTION: 'G-PROD' },
      expected: undefined,
    },
    {
      name: "production's own key wins in production",
      source: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-long-enough-production-secret',
        ANALYTICS_TAG_ID: 'G-GENERIC',
        ANALYTICS_TAG_ID_PRODUCTION: 'G-PROD',
      },
      expected: 'G-PROD',
    },
  ])('analytics tag id: $name', ({ source, expected }) => {
    expect(parseEnv(source).analytics?.tagId).toBe(expected)
  })

  test('the environment decides the canonical origin', () => {
    const source = { SITE_ORIGIN: 'https://example.org' }
    expect(parseEnv(source).origin).toBe('http://localhost:3000')
    expect(
      parseEnv({ ...source, NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-secret' }),
    ).toMatchObject({ environment: 'production', origin: 'https://example.org' })
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
    { name: 'DSN not a URL', source: { SENTRY_DSN: 'nope' }, variable: 'SENTRY_DSN' },
    {
      name: 'build check more often than every second',
      source: { BUILD_CHECK_INTERVAL_MS: '10' },
      variable: 'BUILD_CHECK_INTERVAL_MS',
    },
    {
      name: 'boolean not a boolean',
      source: { LOCALE_DETECTION: 'yes' },
      variable: 'LOCALE_DETECTION',
    },
    {
      name: 'sync interval not a duration',
      source: { HERO_PEELER_SYNC_INTERVAL: 'hourly' },
      variable: 'HERO_PEELER_SYNC_INTERVAL',
    },
    {
      name: 'in-flight bound of none',
      source: { HERO_PEELER_MAX_IN_FLIGHT: '0' },
      variable: 'HERO_PEELER_MAX_IN_FLIGHT',
    },
    {
      name: 'in-flight bound not a whole number',
      source: { HERO_PEELER_MAX_IN_FLIGHT: 'many' },
      variable: 'HERO_PEELER_MAX_IN_FLIGHT',
    },
  ])('invalid: $name', ({ source, variable }) => {
    expect(() => parseEnv(source)).toThrow(expect.objectContaining({ variable }))
  })

  test('requests in flight are bounded at 32 unless told', () => {
    expect(parseEnv({}).maxInFlight).toBe(32)
    expect(parseEnv({ HERO_PEELER_MAX_IN_FLIGHT: '16' }).maxInFlight).toBe(16)
  })

  test('the scheduled sync is off by default', () => {
    expect(parseEnv({}).syncIntervalMs).toBeNull()
    expect(parseEnv({ HERO_PEELER_SYNC_INTERVAL: '6h' }).syncIntervalMs).toBe(21_600_000)
  })
})

test.each([
  { text: 'off', expected: null },
  { text: '0', expected: null },
  { text: '90', expected: 90_000 },
  { text: '30s', expected: 30_000 },
  { text: '1.5s', expected: 1500 },
  { text: '15m', expected: 900_000 },
  { text: ' 6H ', expected: 21_600_000 },
  { text: '1d', expected: 86_400_000 },
  { text: '1000ms', expected: 1000 },
  { text: '500ms', expected: undefined },
  { text: '-5m', expected: undefined },
  { text: 'hourly', expected: undefined },
])('parseSyncInterval: $text', ({ text, expected }) => {
  expect(parseSyncInterval(text)).toBe(expected)
})
