import { lazy } from 'react'
import { Outlet } from 'react-router'
import { FilterLayout } from '#app/features/shell/filter-layout.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import type { Route } from './+types/skill-filters'

// The panel's code loads when it is drawn (FilterLayout: beside the page from md, or in the
// drawer), not with the page.
const SkillFiltersPanel = lazy(() =>
  import('#app/features/skills/skill-filters-panel.tsx').then((module) => ({
    default: module.SkillFiltersPanel,
  })),
)

export const middleware: Route.MiddlewareFunction[] = [pageMessages('skills')]

export default function SkillFiltersLayout() {
  const t = useTranslate()
  return (
    <FilterLayout title={t('filters.skills')} panel={<SkillFiltersPanel />}>
      <Outlet />
    </FilterLayout>
  )
}
