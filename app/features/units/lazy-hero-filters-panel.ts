import { lazy } from 'react'

/**
 * The unit filters panel, its code loaded when it is drawn (FilterLayout: beside the page
 * from md, or in the phone's drawer), not with the page.
 */
export const LazyHeroFiltersPanel = lazy(() =>
  import('./hero-filters-panel.tsx').then((module) => ({ default: module.HeroFiltersPanel })),
)
