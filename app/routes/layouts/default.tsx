import { Outlet, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from 'react-router'
import { CONSENT_HASH } from '#app/features/consent/consent-mode.ts'
import { HeroDetailDialog } from '#app/features/hero-detail/hero-detail-dialog.tsx'
import { AppShell } from '#app/features/shell/app-shell.tsx'
import { SkillDetailSlot } from '#app/features/skills/skill-detail-slot.tsx'
import { ThemeToggle } from '#app/features/theme/theme-toggle.tsx'
import { queryMessages } from '#app/i18n/messages.server.ts'
import type { RootData } from '#app/lib/root-data.ts'
import { validatePageRequest } from '#app/server/root.server.ts'
import { slugRedirectMiddleware } from '#app/server/slugs.server.ts'
import type { Route } from './+types/default'

// The hero and skill detail views open over any page from ?unit= and ?skill=, which name them
// by slug; an old link's id leads to the slug's address.
export const middleware: Route.MiddlewareFunction[] = [
  slugRedirectMiddleware,
  queryMessages('unit', ['heroDetail', 'units', 'fodder', 'skills']),
  queryMessages('skill', ['skillDetail', 'skills']),
]

export function loader({ request }: Route.LoaderArgs) {
  validatePageRequest(request)
  return null
}

// Search parameters (filters, an open hero or skill) keep the page: nothing to reload here.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export default function DefaultLayout() {
  const root = useRouteLoaderData<RootData>('root')
  return (
    <AppShell
      actions={<ThemeToggle />}
      isSampleData={root?.dataset.isSample ?? false}
      dataDate={root?.dataset.dataDate ?? ''}
      cookieChoiceHref={root?.config.analytics ? CONSENT_HASH : null}
    >
      <Outlet />
      <HeroDetailDialog />
      <SkillDetailSlot />
    </AppShell>
  )
}
