import { data } from 'react-router'
import { NotFound } from '#app/features/errors/not-found.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/not-found'

// Spec §2/§8: a path that matches no route is a non-fatal 404, inside the normal layout.
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 })
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta('home.title.not-found', args),
  { name: 'robots', content: 'noindex' },
]

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound path={loaderData.path} />
}
