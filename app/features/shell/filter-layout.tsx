import { lazy, memo, type ReactNode, Suspense, useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { FilterListIcon } from '#app/components/ui/icons/filter-list.tsx'
import { LoadingBar } from '#app/components/ui/loading-bar.tsx'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './filter-layout.module.css'

const loadFilterDrawer = () => import('./filter-drawer.tsx')
const FilterDrawer = lazy(() =>
  loadFilterDrawer().then((module) => ({ default: module.FilterDrawer })),
)

type FilterLayoutProps = {
  title: string
  panel: ReactNode
  children: ReactNode
  /** How many filters are active: shown on the phone's filter button. */
  activeCount?: number
}

/**
 * Filters beside the page from md up; below md, behind a button, in a bottom drawer. The
 * panel is drawn in the browser only, where it is seen (its side box keeps its width from the
 * server's CSS, so nothing moves): phones never load or draw it until the drawer opens.
 */
export const FilterLayout = memo(function FilterLayout({
  title,
  panel,
  children,
  activeCount = 0,
}: FilterLayoutProps) {
  const t = useTranslate()
  const isWide = useScreenAtLeast('md') === true
  const [isOpen, setOpen] = useState(false)
  const [hasDrawerLoaded, setDrawerLoaded] = useState(false)
  const headingId = useId()
  const open = () => {
    setDrawerLoaded(true)
    setOpen(true)
  }
  return (
    <div className={styles.layout}>
      <aside aria-labelledby={headingId} className={styles.panel}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {isWide ? <Suspense fallback={<LoadingBar />}>{panel}</Suspense> : null}
      </aside>
      <div className={styles.page}>
        <div className={styles.openBar}>
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            onClick={open}
            onPointerEnter={loadFilterDrawer}
            onFocus={loadFilterDrawer}
          >
            {activeCount > 0
              ? t('filters.openWithCount', { count: activeCount })
              : t('filters.open')}
          </Button>
        </div>
        {children}
      </div>
      {hasDrawerLoaded ? (
        <Suspense fallback={<LoadingBar />}>
          <FilterDrawer title={title} isOpen={isOpen} onClose={() => setOpen(false)}>
            {panel}
          </FilterDrawer>
        </Suspense>
      ) : null}
    </div>
  )
})
