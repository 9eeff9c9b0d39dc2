import { randomBytes } from 'node:crypto'
import * as v from 'valibot'

export const DEVELOPMENT_SESSION_SECRET = 'hero-peeler-development-only-secret'
const DEVELOPMENT_ORIGIN = 'http://localhost:3000'
const DEFAULT_PRODUCTION_ORIGIN = 'https://hero-peeler.app'

const DEFAULT_ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js'
/**
 * Requests one Node process works on at once (decision 0067): past it a request is turned away
 * at once with 503. Renders take CPU, not I/O, so more at once serve no more a second, only
 * later: 32 is about 0.7 s of work at /units' 47 renders a second on the full dataset.
 */
export const DEFAULT_MAX_IN_FLIGHT = 32
/** How often the app asks whether a new build is out (docs/decisions/0006). */
const DEFAULT_BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000

const tagIdString = v.pipe(v.string(), v.regex(/^[\w-]+$/, 'a tag id is letters, digits and -'))
const booleanString = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((value) => value === 'true' || value === '1'),
)
const portString = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535))
const originString = v.pipe(
  v.string(),
  v.url(),
  v.transform((value) => new URL(value).origin),
)

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), 'localhost'),
  PORT: v.optional(portString, '3000'),
  SITE_ORIGIN: v.optional(originString),
  SESSION_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, 'SESSION_SECRET needs 16 characters or more')),
  ),
  ROOT_REDIRECT: v.optional(v.pipe(v.string(), v.nonEmpty())),
  ROOT_REDIRECT_STATUS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.picklist([301, 302, 303, 307, 308])),
    '302',
  ),
  LOCALE_DETECTION: v.optional(booleanString, 'true'),
  LOCALE_FALLBACK: v.optional(v.string(), 'en'),
  LOCALE_COOKIE: v.optional(v.pipe(v.string(), v.regex(/^[\w-]+$/)), 'i18n_redirected'),
  LOCALE_COOKIE_DOMAIN: v.optional(v.string()),
  LOCALE_COOKIE_SECURE: v.optional(booleanString, 'false'),
  LOCALE_COOKIE_CROSS_ORIGIN: v.optional(booleanString, 'false'),
  HERO_PEELER_DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), '.data'),
  SENTRY_DSN: v.optional(v.pipe(v.string(), v.url())),
  ANALYTICS_TAG_ID: v.optional(tagIdString),
  ANALYTICS_TAG_ID_DEVELOPMENT: v.optional(tagIdString),
  ANALYTICS_TAG_ID_PRODUCTION: v.optional(tagIdString),
  ANALYTICS_SCRIPT_URL: v.optional(v.pipe(v.string(), v.url()), DEFAULT_ANALYTICS_SCRIPT_URL),
  BUILD_CHECK_INTERVAL_MS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1000)),
    String(DEFAULT_BUILD_CHECK_INTERVAL_MS),
  ),
  BUILD_MANIFEST_PATH: v.optional(v.pipe(v.string(), v.nonEmpty())),
  DEVICE_REFRESH_ON_RESIZE: v.optional(booleanString, 'false'),
  HERO_PEELER_MAX_IN_FLIGHT: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1, 'at least 1 request')),
    String(DEFAULT_MAX_IN_FLIGHT),
  ),
  HERO_PEELER_SYNC_INTERVAL: v.optional(
    v.pipe(
      v.string(),
      v.transform(parseSyncInterval),
      v.check(
        (value) => value !== undefined,
        'a duration of 1 s or more (30s, 15m, 6h, 1d; a bare number is seconds), or off',
      ),
    ),
    'off',
  ),
})

const DURATION_UNITS_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/**
 * HERO_PEELER_SYNC_INTERVAL: `off` (or 0) is null; `30s`, `15m`, `6h`, `1d` or a bare number of
 * seconds is milliseconds; anything else, or under a second, is undefined (refused).
 */
export function parseSyncInterval(text: string): number | null | undefined {
  const trimmed = text.trim().toLowerCase()
  if (trimmed === 'off' || trimmed === '0' || trimmed === '') return null
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/.exec(trimmed)
  if (!match) return undefined
  const unit = (match[2] ?? 's') as keyof typeof DURATION_UNITS_MS
  const milliseconds = Math.round(Number(match[1]) * DURATION_UNITS_MS[unit])
  return milliseconds >= 1000 ? milliseconds : undefined
}

export type AppEnvironment = 'development' | 'production'

export type Env = {
  environment: AppEnvironment
  host: string
  port: number
  /** Spec §2: localhost:3000 in development, the production site host in production. */
  origin: string
  sessionSecret: string
  /** Where `npm run data:sync` keeps the dataset (its build/ holds the payloads). */
  dataDirectory: string
  rootRedirect: { target: string; status: number } | undefined
  locale: {
    isDetectionEnabled: boolean
    fallback: string
    cookie: { name: string; domain: string | undefined; isSecure: boolean; isCrossOrigin: boolean }
  }
  /** Error monitoring is off without a DSN. */
  sentryDsn: string | undefined
  /** No tag id: no analytics tag and no consent banner. */
  analytics: { tagId: string; scriptUrl: string } | undefined
  /** Spec §4: how often the client polls the builds manifest. */
  buildCheckIntervalMs: number
  /** A file holding `{ "id": … }` that overrides the build's own id (deploy tooling, tests). */
  buildManifestPath: string | undefined
  /** Spec §9: read the user agent again after a window resize. */
  isDeviceRefreshOnResize: boolean
  /** Issue 26: sync the upstream's newest commit this often; null (the default) is off. */
  syncIntervalMs: number | null
  /** Issue 25: the Node host's bound on requests in flight (in-flight-limit.server.ts). */
  maxInFlight: number
}

export class EnvError extends Error {
  override name = 'EnvError'
  readonly variable: string
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`)
    this.variable = variable
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(envSchema, source)
  if (!result.success) {
    const issue = result.issues[0]
    throw new EnvError(v.getDotPath(issue) ?? 'environment', issue.message)
  }
  const input = result.output
  const environment: AppEnvironment = input.NODE_ENV === 'production' ? 'production' : 'development'
  return {
    environment,
    host: input.HOST,
    port: input.PORT,
    origin:
      environment === 'production'
        ? (input.SITE_ORIGIN ?? DEFAULT_PRODUCTION_ORIGIN)
        : DEVELOPMENT_ORIGIN,
    sessionSecret: resolveSessionSecret(environment, input.SESSION_SECRET),
    dataDirectory: input.HERO_PEELER_DATA_DIR,
    rootRedirect: input.ROOT_REDIRECT
      ? { target: input.ROOT_REDIRECT, status: input.ROOT_REDIRECT_STATUS }
      : undefined,
    locale: {
      isDetectionEnabled: input.LOCALE_DETECTION,
      fallback: input.LOCALE_FALLBACK,
      cookie: {
        name: input.LOCALE_COOKIE,
        domain: input.LOCALE_COOKIE_DOMAIN,
        isSecure: input.LOCALE_COOKIE_SECURE,
        isCrossOrigin: input.LOCALE_COOKIE_CROSS_ORIGIN,
      },
    },
    sentryDsn: input.SENTRY_DSN,
    analytics: resolveAnalytics(environment, input),
    buildCheckIntervalMs: input.BUILD_CHECK_INTERVAL_MS,
    buildManifestPath: input.BUILD_MANIFEST_PATH,
    isDeviceRefreshOnResize: input.DEVICE_REFRESH_ON_RESIZE,
    syncIntervalMs: input.HERO_PEELER_SYNC_INTERVAL ?? null,
    maxInFlight: input.HERO_PEELER_MAX_IN_FLIGHT,
  }
}

/** Spec §9: the tag id comes from the environment's own key, else from the generic key. */
function resolveAnalytics(
  environment: AppEnvironment,
  input: v.InferOutput<typeof envSchema>,
): Env['analytics'] {
  const specific =
    environment === 'production'
      ? input.ANALYTICS_TAG_ID_PRODUCTION
      : input.ANALYTICS_TAG_ID_DEVELOPMENT
  const tagId = specific ?? input.ANALYTICS_TAG_ID
  return tagId ? { tagId, scriptUrl: input.ANALYTICS_SCRIPT_URL } : undefined
}

function resolveSessionSecret(environment: AppEnvironment, secret: string | undefined): string {
  if (environment === 'development') return secret ?? DEVELOPMENT_SESSION_SECRET
  if (secret === DEVELOPMENT_SESSION_SECRET) {
    throw new EnvError('SESSION_SECRET', 'the development secret is refused in production')
  }
  if (secret) return secret
  // The session only holds preferences: a per-process secret keeps `npm start` working
  // on a fresh machine, at the price of preferences lost on restart.
  console.warn(
    'SESSION_SECRET is not set: using a random secret for this process; saved themes reset on restart.',
  )
  return randomBytes(32).toString('base64url')
}

let cachedEnv: Env | undefined

/** The environment, parsed once: nothing else reads process.env. */
export function getEnv(): Env {
  cachedEnv ??= parseEnv(process.env)
  return cachedEnv
}
