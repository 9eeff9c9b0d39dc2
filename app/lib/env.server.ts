import { randomBytes } from 'node:crypto'
import * as v from 'valibot'

export const DEVELOPMENT_SESSION_SECRET = 'hero-peeler-development-only-secret'
const DEVELOPMENT_ORIGIN = 'http://localhost:3000'
const DEFAULT_PRODUCTION_ORIGIN = 'https://hero-peeler.app'

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
})

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
  }
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
