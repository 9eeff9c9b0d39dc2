import { Outlet } from 'react-router'
import { FilterLayout } from '#app/features/shell/filter-layout.tsx'
import { LazyHeroFiltersPanel } from '#app/features/units/lazy-hero-filters-panel.ts'
import { useActiveHeroFilterCount } from '#app/features/units/use-hero-search.ts'
import { readHeroFilterOptions } from '#app/lib/dataset.server.ts'
import { useTranslate } from '#app/lib/i18n.tsx'
import { pageMessages } from '#app/lib/messages.server.ts'
import type { Route } from './+types/unit-filters'

export const middleware: Route.MiddlewareFunction[] = [pageMessages('units')]

export async function loader() {
  return readHeroFilterOptions()
}

// The options come from the data, which does not change while the layout stays.
export function shouldRevalidate() {
  return false
}

export default function UnitFiltersLayout({ loaderData }: Route.ComponentProps) {
  const t = useTranslate()
  return (
    <FilterLayout
      title={t('filters.heroes')}
      activeCount={useActiveHeroFilterCount()}
      panel={<LazyHeroFiltersPanel options={loaderData} />}
    >
      <Outlet />
    </FilterLayout>
  )
}
