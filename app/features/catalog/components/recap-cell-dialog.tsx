import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useMemo } from 'react'
import type { RecapCell } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { HeroListRow } from '#app/lib/dataset-payloads.ts'
import type { Translate } from '#app/lib/i18n.tsx'
import { HeroLinkGrid } from './hero-link-grid.tsx'

/** The recap cell whose heroes are listed. */
export type OpenCell = { readonly row: string; readonly column: string; readonly cell: RecapCell }

/** A recap cell's heroes, owned ones marked; its module loads when a cell is first opened. */
export function RecapCellDialog({
  open,
  onClose,
  heroesById,
  owned,
  t,
}: {
  open: OpenCell | null
  onClose: () => void
  heroesById: ReadonlyMap<HeroId, HeroListRow>
  owned: ReadonlySet<HeroId>
  t: Translate
}) {
  const titleId = useId()
  const heroes = useMemo(
    () => open?.cell.heroIds.flatMap((id) => heroesById.get(id) ?? []) ?? [],
    [open, heroesById],
  )
  return (
    <Dialog
      open={open !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>
        {open &&
          t('catalog.recap.dialogTitle', {
            row: open.row,
            column: open.column,
            owned: heroes.filter((hero) => owned.has(hero.id)).length,
            total: heroes.length,
          })}
      </DialogTitle>
      <DialogContent>
        <HeroLinkGrid
          heroes={heroes}
          owned={owned}
          visibleRows={5}
          label={t('catalog.recap.dialogLabel')}
          t={t}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('catalog.recap.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
