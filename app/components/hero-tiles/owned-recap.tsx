import { lazy, Suspense, useMemo, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { classNames } from '#app/components/ui/class-names.ts'
import { LoadingBar } from '#app/components/ui/loading-bar.tsx'
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
} from '#app/components/ui/table.tsx'
import { VisuallyHidden } from '#app/components/ui/visually-hidden.tsx'
import type { CatalogRecap, RecapCell, RecapLine } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { COLOURS, type Colour } from '#app/domain/weapon.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { HeroLinkGrid } from './hero-link-grid.tsx'
import { Swatch } from './hero-tile.tsx'
import styles from './owned-recap.module.css'

/** The recap cell whose heroes are listed. */
type OpenCell = { readonly row: string; readonly column: string; readonly cell: RecapCell }

const loadRecapCellDialog = () => import('./recap-cell-dialog.tsx')
const RecapCellDialog = lazy(() =>
  loadRecapCellDialog().then((module) => ({ default: module.RecapCellDialog })),
)

/** Owned / total by availability × colour (reference §2.5); a cell lists its heroes. */
export function OwnedRecap({
  recap,
  heroesById,
  owned,
  t,
}: {
  recap: CatalogRecap
  heroesById: ReadonlyMap<HeroId, HeroListRow>
  owned: ReadonlySet<HeroId>
  t: Translate
}) {
  const [open, setOpen] = useState<OpenCell | null>(null)
  // Mounted from the first open on, so that the dialog can close with its transition.
  const [hasDialogLoaded, setDialogLoaded] = useState(false)
  const heroes = useMemo(
    () => open?.cell.heroIds.flatMap((id) => heroesById.get(id) ?? []) ?? [],
    [open, heroesById],
  )
  const columnName = (colour: Colour | 'total') =>
    colour === 'total' ? t('catalog.recap.total') : t(`units.colours.${colour}`)
  const line = (row: string, values: RecapLine) => (
    <>
      {[...COLOURS, 'total' as const].map((colour) => {
        const cell = colour === 'total' ? values.total : values.byColour[colour]
        const column = columnName(colour)
        return (
          <TableCell key={colour} align="center">
            {cell.heroIds.length === 0 ? (
              <span aria-hidden>·</span>
            ) : (
              <Button
                size="small"
                aria-label={t('catalog.recap.cell', {
                  count: `${cell.owned}/${cell.heroIds.length}`,
                  row,
                  column,
                })}
                onClick={() => {
                  setDialogLoaded(true)
                  setOpen({ row, column, cell })
                }}
                // The dialog's code is fetched as soon as the player heads for a cell.
                onPointerEnter={loadRecapCellDialog}
                onFocus={loadRecapCellDialog}
                className={styles.cellButton}
              >
                {cell.owned}/{cell.heroIds.length}
              </Button>
            )}
          </TableCell>
        )
      })}
    </>
  )
  return (
    <>
      <TableContainer>
        <Table size="small" className={styles.recap}>
          <TableHead>
            <TableRow>
              <TableCell>{t('catalog.recap.category')}</TableCell>
              {COLOURS.map((colour) => (
                <TableCell key={colour} align="center">
                  <Swatch className={classNames(styles.dot, styles[colour])} />
                  <span className={styles.wideOnly}>{columnName(colour)}</span>
                  {/* The dot says it to the eye; on phones the name is for screen readers. */}
                  <VisuallyHidden className={styles.phoneOnly}>{columnName(colour)}</VisuallyHidden>
                </TableCell>
              ))}
              <TableCell align="center">{columnName('total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {recap.rows.map((values) => {
              const row = t(`catalog.recap.rows.${values.category}`)
              return (
                <TableRow key={values.category}>
                  <TableCell component="th" scope="row" className={styles.rowHeader}>
                    {row}
                  </TableCell>
                  {line(row, values)}
                </TableRow>
              )
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" className={styles.totalsHeader}>
                {t('catalog.recap.totals')}
              </TableCell>
              {line(t('catalog.recap.totals'), recap.totals)}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <p className={styles.hint}>{t('catalog.recap.otherHint')}</p>
      {hasDialogLoaded ? (
        <Suspense fallback={<LoadingBar />}>
          <RecapCellDialog
            open={open !== null}
            onClose={() => setOpen(null)}
            title={
              open
                ? t('catalog.recap.dialogTitle', {
                    row: open.row,
                    column: open.column,
                    owned: heroes.filter((hero) => owned.has(hero.id)).length,
                    total: heroes.length,
                  })
                : ''
            }
            t={t}
          >
            <HeroLinkGrid
              heroes={heroes}
              owned={owned}
              visibleRows={5}
              label={t('catalog.recap.dialogLabel')}
              t={t}
            />
          </RecapCellDialog>
        </Suspense>
      ) : null}
    </>
  )
}
