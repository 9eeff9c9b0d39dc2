/** A redirect's status (spec §2: the rule chooses it). */
export type RedirectStatus = 301 | 302 | 303 | 307 | 308

/** Spec §7: the fields a route-rule lookup reads. */
export type RouteRule = {
  /** A path of the site or an external address (the user leaves the site); 302 by default. */
  redirect?: string | { to: string; statusCode?: RedirectStatus }
  /** Named app middleware, as one name, a list, or names switched on and off. */
  appMiddleware?: string | readonly string[] | Readonly<Record<string, boolean>>
}

export type RouteRuleTable = Readonly<Record<string, RouteRule>>

/** Error of a rule naming a middleware that does not exist (spec §8). */
export class UnknownRouteMiddlewareError extends Error {
  override name = 'UnknownRouteMiddlewareError'
  readonly middlewareName: string
  constructor(middlewareName: string) {
    super(`Unknown route middleware: '${middlewareName}'`)
    this.middlewareName = middlewareName
  }
}

/** Whether a rule's pattern covers a path: the exact path, or anything below `/prefix/**`. */
function matches(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/**')) return pattern === path
  const prefix = pattern.slice(0, -3)
  return path === prefix || path.startsWith(`${prefix}/`)
}

/**
 * The rule for a path: every matching rule merged, the more specific (longer) pattern last,
 * so `/units` overrides `/**`. A path without rules gets `{}`.
 */
export function findRouteRule(path: string, table: RouteRuleTable): RouteRule {
  const patterns = Object.keys(table)
    .filter((pattern) => matches(pattern, path))
    .sort((left, right) => left.length - right.length)
  return Object.assign({}, ...patterns.map((pattern) => table[pattern]))
}

/** A redirect rule as a target and a status. */
export function readRedirect(
  rule: RouteRule,
): { to: string; status: RedirectStatus; isExternal: boolean } | undefined {
  if (!rule.redirect) return undefined
  const { to, statusCode = 302 } =
    typeof rule.redirect === 'string' ? { to: rule.redirect } : rule.redirect
  return {
    to,
    status: statusCode,
    isExternal: /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//'),
  }
}

/** The middleware a rule names, in order, looked up in `registry`; an unknown name throws. */
export function resolveRouteMiddleware<Middleware>(
  rule: RouteRule,
  registry: Readonly<Record<string, Middleware>>,
): Middleware[] {
  const { appMiddleware } = rule
  const names =
    appMiddleware === undefined
      ? []
      : typeof appMiddleware === 'string'
        ? [appMiddleware]
        : Array.isArray(appMiddleware)
          ? (appMiddleware as readonly string[])
          : Object.entries(appMiddleware)
              .filter(([, isOn]) => isOn)
              .map(([name]) => name)
  return names.map((name) => {
    if (!Object.hasOwn(registry, name)) throw new UnknownRouteMiddlewareError(name)
    return registry[name] as Middleware
  })
}
