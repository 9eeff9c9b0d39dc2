import { lazy } from 'react'
import type { WindowedTableBody } from './windowed-table-body.tsx'

/**
 * WindowedTableBody, its code (TanStack Virtual) loaded when a table first shows every row:
 * a page that opens on a page of rows does not carry it. Draw it in a Suspense boundary.
 */
export const LazyWindowedTableBody = lazy(
  () =>
    import('./windowed-table-body.tsx').then((module) => ({ default: module.WindowedTableBody })),
  // lazy() drops the component's row type; the module's own type puts it back.
) as unknown as typeof WindowedTableBody
