import { readHomePage } from '#app/features/home/home.server.ts'
import { HomePage } from '#app/features/home/home-page.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/home'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('search', 'credits')]

export async function loader() {
  return readHomePage()
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.home', args)

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage summary={loaderData} />
}
