import { lazy, useMemo } from 'react'
import { useOutlet } from 'react-router'
import { FilterLayout } from '#app/features/shell/filter-layout.tsx'
import { readHeroFilterOptions } from '#app/features/units/units.server.ts'
import { useActiveHeroFilterCount } from '#app/features/units/use-hero-search.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { pageMessages } from '#app/i18n/messages.server.ts'
import type { Route } from './+types/unit-filters'

// The unit filters panel's code loads when it is drawn (beside the page from md, or in the
// phone's drawer), not with the page; defined in each route that draws it, as a module of its
// own it was one more file for every heroes page.
const HeroFiltersPanel = lazy(() =>
  import('#app/features/units/hero-filters-panel.tsx').then((module) => ({
    default: module.HeroFiltersPanel,
  })),
)

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
  // The filter count reads the search, so typing renders this layout: the frame keeps its
  // props (the outlet and the panel as the same elements) and skips that render.
  const outlet = useOutlet()
  const panel = useMemo(() => <HeroFiltersPanel options={loaderData} />, [loaderData])
  return (
    <FilterLayout
      title={t('filters.heroes')}
      activeCount={useActiveHeroFilterCount()}
      panel={panel}
    >
      {outlet}
    </FilterLayout>
  )
}
