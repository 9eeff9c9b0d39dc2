import { HomePage } from '#app/features/home/home-page.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.home', args)

export default function Home() {
  return <HomePage />
}
