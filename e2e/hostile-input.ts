import type { RouteConfigEntry } from '@react-router/dev/routes'
import fc from 'fast-check'
import routeConfig from '#app/routes.ts'
import { E2E_HOST } from './hosts.ts'

// Issue 25 item 4: what a hostile or careless client may send, as fast-check generators, and
// what every answer must be. e2e/hostile-input.spec.ts sends them to the Node host in process
// and to the Workers host through wrangler dev.

/** Every route of the app (app/routes.ts): pages have a component, endpoints do not. */
function listRoutes(entries: readonly RouteConfigEntry[]): { path: string; file: string }[] {
  return entries.flatMap((entry) => [
    ...(entry.path === undefined && entry.index !== true
      ? []
      : [{ path: `/${entry.path ?? ''}`, file: entry.file }]),
    ...listRoutes(entry.children ?? []),
  ])
}
const ROUTES = listRoutes(routeConfig).filter((route) => route.path !== '/*')
export const PAGE_PATHS = ROUTES.filter((route) => route.file.endsWith('.tsx')).map(
  (route) => route.path,
)
/** The endpoints of the app, `:param` standing for a generated segment, and the host's own. */
const ENDPOINT_PATTERNS = [
  ...ROUTES.filter((route) => route.file.endsWith('.ts')).map((route) => route.path),
  '/builds/latest.json',
  '/healthz',
  '/status',
]

/** Keys the pages read from their URL (the features' search parsers), and the hero view's. */
const KNOWN_KEYS = [
  ...['q', 'mode', 'page', 'size', 'sort', 'col', 'cols', 'by', 'order', 'view', 'tab'],
  ...['availability', 'trait', 'element', 'move', 'weapon', 'book', 'game', 'theme', 'gender'],
  ...['hp', 'atk', 'spd', 'def', 'res', 'bst', 'prf-weapon', 'prf-a', 'prf-b', 'prf-c'],
  ...['asset', 'flaw', 'unit', 'skill', 'name', 're', 'slot', 'tier', 'peel', 'keep', 'protect'],
  ...['hero', 'team', 'banner', 'shop', 'chart', 'operator', 'scope', 'scheme', 'width'],
  ...['bonus', 'major', 'mythic', 'for', 'barracks', 'unit-rarity', 'unit-level'],
  ...['unit-merges', 'unit-flowers', 'unit-asset', 'unit-flaw', 'unit-ascended'],
  ...['unit-resplendent', '_routes', '_data'],
]

/** Values that mean something somewhere: ids, stats, numbers at the edges, regex modes. */
const TELLING_VALUES = [
  ...['', '0', '1', '-1', '5', '10', '40', '99', '1000', '1e309', 'NaN', 'Infinity', '-0'],
  ...['9007199254740993', '0x10', '1.5', ' 1 ', 'atk', 'res', 'hp', 'dark', 'light', 'device'],
  ...['re', 'text', 'asc', 'desc', 'PID_アベル', 'PID_存在しない', 'SID_遠距離反撃', 'abel'],
  ...['Distant Counter', 'routes/units', 'root', '\u0000', '%', '..', '/', '\\', '<script>'],
]

/**
 * Search texts built to make a backtracking engine take forever: nested and repeated
 * quantifiers for regular-expression mode, many words for text mode (each run of spaces
 * matches anything, domain/search.ts).
 */
const catastrophicSearch = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('(.*.*)*', '(a+)+', '(\\w+\\s?)*', '(.*a){25}', '([a-z]*)*', '(.+)+'),
      fc.constantFrom('%', '!', '$', 'zq', '\\d\\d\\d'),
    )
    .map(([repeated, end]) => repeated + end),
  fc
    .array(fc.constantFrom('e', 'a', 's', 'r'), { minLength: 12, maxLength: 40 })
    .map((words) => `${words.join(' ')} zq`),
)

const anyText = fc.string({ unit: 'binary', maxLength: 40 })
const searchValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TELLING_VALUES) },
  { weight: 3, arbitrary: anyText },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: catastrophicSearch },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 2000 }) },
)
const searchKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
  { weight: 1, arbitrary: anyText },
)
/** Raw tails that no encoder writes: broken percent escapes, empty pairs. */
const rawQueryTail = fc.constantFrom('', '', '', '&%', '&%zz', '&q=%E0%A4%A', '&&=&', '&%00=%ff%fe')

/** The searches the pages run on the server: text or regular expression, as any text. */
const search = fc.tuple(
  fc.constantFrom('q', 'name', 're'),
  fc.oneof(catastrophicSearch, searchValue),
  fc.constantFrom('re', 'text', undefined),
)

/** A query string: known and unknown keys, repeated keys, any value, broken encodings. */
export const searchParameters = fc
  .tuple(
    fc.array(fc.tuple(searchKey, searchValue), { maxLength: 8 }),
    fc.option(search, { freq: 2 }),
    rawQueryTail,
  )
  .map(([pairs, searched, tail]) => {
    const params = new URLSearchParams(pairs)
    if (searched !== null) {
      const [key, text, mode] = searched
      params.set(key, text)
      if (mode !== undefined) params.set('mode', mode)
    }
    const query = params.toString() + tail
    return query === '' ? '' : `?${query}`
  })

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TELLING_VALUES).map(encodeURIComponent) },
  { weight: 3, arbitrary: anyText.map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.constantFrom('..', '%2e%2e', '%2F', '%', '%zz', '.', '', '~') },
  { weight: 1, arbitrary: fc.webSegment() },
)

/** An endpoint's path with generated segments for its parameters, or a path of its own. */
export const endpointPath = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...ENDPOINT_PATTERNS), fc.array(segment, { minLength: 3 }))
      .map(([pattern, values]) => {
        let index = 0
        return pattern.replace(/:\w+/g, () => values[index++ % values.length] ?? '')
      }),
  },
  // React Router's data requests (`/units.data`, `/_root.data`).
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...PAGE_PATHS)
      .map((page) => (page === '/' ? '/_root.data' : `${page}.data`)),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(segment, { minLength: 1, maxLength: 6 })
      .map((parts) => `/${parts.join('/')}`),
  },
)

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']

/** Header names a Request may carry; those that frame the message are the host's own. */
const FRAMING_HEADERS = ['host', 'content-length', 'transfer-encoding', 'connection', 'expect']
const headerName = fc
  .stringMatching(/^[a-zA-Z][a-zA-Z0-9-]{0,24}$/)
  .filter((name) => !FRAMING_HEADERS.includes(name.toLowerCase()))
/**
 * A header value: bytes a Request takes (no NUL, CR or LF), Latin-1 included. Over a connection
 * (the Workers host), those HTTP carries (RFC 9110 §5.5): no DEL, which every HTTP client
 * refuses to send.
 */
const headerValue = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => E2E_HOST === 'node' || code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 200,
})

const BOT_USER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** Headers as browsers, crawlers, scripts and attackers send them. */
export const requestHeaders = fc
  .record(
    {
      accept: fc.oneof(
        fc.constantFrom(
          'text/html',
          'application/json',
          '*/*',
          'text/*;q=0',
          'application/atom+xml',
        ),
        headerValue,
      ),
      'accept-encoding': fc.oneof(
        fc.constantFrom('br', 'gzip', 'br;q=0, gzip', 'identity'),
        headerValue,
      ),
      'accept-language': fc.oneof(
        fc.constantFrom('en-US,en;q=0.9', 'fr', '*', 'zz-ZZ'),
        headerValue,
      ),
      'user-agent': fc.oneof(fc.constantFrom(BOT_USER_AGENT, PHONE_USER_AGENT, ''), headerValue),
      cookie: fc.oneof(
        fc.constantFrom('__session=', 'i18n_redirected=zz', '__session=eyJ0aGVtZSI6MX0%3D.sig'),
        headerValue,
      ),
      'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"', ''), headerValue),
      'content-type': fc.oneof(
        fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x'),
        headerValue,
      ),
      'sec-ch-prefers-color-scheme': fc.oneof(
        fc.constantFrom('dark', 'light', '"dark"'),
        headerValue,
      ),
    },
    { requiredKeys: [] },
  )
  .chain((known) =>
    fc.dictionary(headerName, headerValue, { maxKeys: 4 }).map((extra) => ({ ...extra, ...known })),
  )

/** A body: none, text, JSON shaped like the theme save or not, bytes. */
export const requestBody = fc.oneof(
  fc.constant(undefined),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc
    .record(
      {
        selected: fc.oneof(fc.constantFrom('device', 'dark', 'light'), fc.jsonValue()),
        applied: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.uint8Array({ maxLength: 300 }),
  fc.integer({ min: 900, max: 4000 }).map((size) => 'x'.repeat(size)),
)

/**
 * A hang, not a slow answer: the 1 s of issue 25 is counted in processor time, since wall time
 * on a shared 2-core machine also counts the other processes (a CI run under load failed it).
 */
const MAX_WAIT_MS = 10_000

/** Why an answer is not acceptable, or null: the rules of issue 25 item 4. */
export function findAnswerProblem(answer: {
  readonly method: string
  readonly status: number
  readonly contentType: string
  readonly body: string
  /** The processor time the server spent on it, all its threads: what a busy machine does not inflate. */
  readonly workMs: number
  /** From the request to the answer's end, for a hang that costs no processor time. */
  readonly elapsedMs: number
}): string | null {
  const { method, status, contentType, body, workMs, elapsedMs } = answer
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`
  if (workMs > 1000) return `took ${Math.round(workMs)} ms of processor time`
  if (elapsedMs > MAX_WAIT_MS) return `answered after ${Math.round(elapsedMs)} ms`
  if (status >= 400 && method !== 'HEAD' && !hasClearMessage(contentType, body))
    return `answered ${status} without a clear message (${contentType}): ${body.slice(0, 300)}`
  return null
}

/** A refusal says why: an `error` in JSON, a sentence in text, a heading and text on a page. */
function hasClearMessage(contentType: string, body: string): boolean {
  if (contentType.startsWith('application/json')) {
    try {
      const value: unknown = JSON.parse(body)
      return (
        typeof value === 'object' &&
        value !== null &&
        'error' in value &&
        typeof value.error === 'string' &&
        value.error.length > 3
      )
    } catch {
      return false
    }
  }
  if (contentType.startsWith('text/plain')) return /\w{3}.*\./.test(body)
  // A data request's answer (`/units.data`): React Router's stream, from which the browser
  // draws the error page; the route's error is in it.
  if (contentType.startsWith('text/x-script')) return /"routes\/|ErrorResponse/.test(body)
  if (contentType.startsWith('text/html')) {
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(body)?.[1] ?? ''
    return heading !== '' && !/Internal Server Error/.test(heading)
  }
  return false
}
