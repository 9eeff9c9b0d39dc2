import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { LoadingBar } from '#app/components/ui/loading-bar.tsx'
import { dropHeroBuild } from '#app/lib/detail-links.ts'

/** The URL key that opens a hero's detail view on any page. */
export const HERO_DETAIL_KEY = 'unit'

const HeroDetailModal = lazy(() =>
  import('./components/hero-detail-modal.tsx').then((module) => ({
    default: module.HeroDetailModal,
  })),
)

/**
 * The hero detail view for `?unit=<hero slug>` on any page: a dialog, full screen on phones.
 * Its code and data load only when a hero is opened; back or the close button remove it.
 */
export function HeroDetailDialog() {
  const [params, setParams] = useSearchParams()
  const heroKey = params.get(HERO_DETAIL_KEY)
  if (heroKey === null || heroKey === '') return null
  const close = () =>
    setParams(
      (current) => {
        const next = dropHeroBuild(current)
        next.delete(HERO_DETAIL_KEY)
        return next
      },
      { preventScrollReset: true },
    )
  return (
    <Suspense fallback={<LoadingBar />}>
      <HeroDetailModal key={heroKey} heroKey={heroKey} onClose={close} />
    </Suspense>
  )
}
