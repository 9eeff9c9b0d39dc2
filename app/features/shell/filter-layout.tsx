import FilterListIcon from '@mui/icons-material/FilterList'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { lazy, memo, type ReactNode, Suspense, useId, useState } from 'react'
import { LoadingBar } from '#app/components/ui/loading-bar.tsx'
import { useScreenAtLeast } from '#app/hooks/use-screen-at-least.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'

const PANEL_WIDTH = 300
const APP_BAR_HEIGHT = 64

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
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <Box
        component="aside"
        aria-labelledby={headingId}
        sx={{
          display: { xs: 'none', md: 'block' },
          width: PANEL_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: APP_BAR_HEIGHT,
          maxHeight: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          p: 2,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {isWide ? <Suspense fallback={<LoadingBar />}>{panel}</Suspense> : null}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'flex-end', px: 2, pt: 2 }}>
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
        </Box>
        {children}
      </Box>
      {hasDrawerLoaded ? (
        <Suspense fallback={<LoadingBar />}>
          <FilterDrawer title={title} isOpen={isOpen} onClose={() => setOpen(false)}>
            {panel}
          </FilterDrawer>
        </Suspense>
      ) : null}
    </Box>
  )
})
