import { Outlet } from 'react-router'
import { FilterLayout } from '#app/features/shell/filter-layout.tsx'
import { SkillFiltersPanel } from '#app/features/skills/skill-filters-panel.tsx'
import { useTranslate } from '#app/lib/i18n.tsx'
import { pageMessages } from '#app/lib/messages.server.ts'
import type { Route } from './+types/skill-filters'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('skills')]

export default function SkillFiltersLayout() {
  const t = useTranslate()
  return (
    <FilterLayout title={t('filters.skills')} panel={<SkillFiltersPanel />}>
      <Outlet />
    </FilterLayout>
  )
}
