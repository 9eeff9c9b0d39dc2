import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { readSkillTrees } from '#app/features/skills/skill-tree.server.ts'
import { SkillTreePage } from '#app/features/skills/skill-tree-page.tsx'
import {
  parseSkillTreeSearch,
  toSkillTreeSearchParams,
} from '#app/features/skills/skill-tree-search.ts'
import { pageMessages } from '#app/i18n/messages.server.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/skills-tree'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('skills', 'skillsTree')]

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseSkillTreeSearch(new URL(request.url).searchParams)
  return readSkillTrees({ query: search.name, mode: search.nameMode })
}

// Opening a skill's view (`?skill=`) keeps the trees: only the search changes them.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const key = (url: URL) =>
    toSkillTreeSearchParams(parseSkillTreeSearch(url.searchParams)).toString()
  return currentUrl.pathname !== nextUrl.pathname || key(currentUrl) !== key(nextUrl)
}

export const meta: Route.MetaFunction = (args) => pageMeta('home.title.skills-tree', args)

export default function SkillsTree({ loaderData }: Route.ComponentProps) {
  return <SkillTreePage page={loaderData} />
}
