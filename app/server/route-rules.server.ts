import { type MiddlewareFunction, redirect } from 'react-router'
import {
  findRouteRule,
  type RouteRuleTable,
  readRedirect,
  resolveRouteMiddleware,
} from '#app/lib/route-rules.ts'

/** Spec §2/§7: the site's route rules, by path (`/prefix/**` covers everything below). */
export const ROUTE_RULES: RouteRuleTable = {
  // The game says "heroes"; players type it.
  '/heroes': { redirect: { to: '/units', statusCode: 301 } },
  // Where the game data comes from: the user leaves the site.
  '/wiki': { redirect: 'https://feheroes.fandom.com/wiki/Fire_Emblem_Heroes_Wiki' },
  // Machine answers have nothing for search engines.
  '/api/**': { appMiddleware: ['noindex'] },
  '/payloads/**': { appMiddleware: ['noindex'] },
  '/_i18n/**': { appMiddleware: ['noindex'] },
}

type Middleware = MiddlewareFunction<Response>

/** The named app middleware a route rule may ask for. */
export const APP_MIDDLEWARE: Readonly<Record<string, Middleware>> = {
  noindex: async (_args, next) => {
    const response = await next()
    response.headers.set('X-Robots-Tag', 'noindex')
    return response
  },
}

/** Root middleware: applies the path's rule, a redirect or its named middleware, in order. */
export function createRouteRulesMiddleware(
  table: RouteRuleTable,
  registry: Readonly<Record<string, Middleware>> = APP_MIDDLEWARE,
): Middleware {
  return (args, next) => {
    const rule = findRouteRule(new URL(args.request.url).pathname, table)
    const target = readRedirect(rule)
    if (target) throw redirect(target.to, target.status)
    const chain = resolveRouteMiddleware(rule, registry)
    // As React Router does: a middleware that does not call next() gets it called after it.
    const run = async (index: number): Promise<Response> => {
      const middleware = chain[index]
      if (!middleware) return next()
      let downstream: Promise<Response> | undefined
      const callNext = () => {
        downstream ??= run(index + 1)
        return downstream
      }
      return (await middleware(args, callNext)) ?? (await callNext())
    }
    return run(0)
  }
}

export const routeRulesMiddleware = createRouteRulesMiddleware(ROUTE_RULES)
