import CheckBoxIcon from '@mui/icons-material/CheckBox'
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import type { Translate } from '#app/lib/i18n.tsx'
import { HERO_COLUMNS, type HeroColumn } from '../hero-search.ts'

/** The column chooser's menu: a checkbox item per column. */
export function ColumnMenu({
  id,
  anchor,
  columns,
  onToggle,
  onClose,
  t,
}: {
  id: string
  anchor: HTMLElement | null
  columns: readonly HeroColumn[]
  onToggle: (column: HeroColumn) => void
  onClose: () => void
  t: Translate
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxHeight: 420 } } }}
    >
      {HERO_COLUMNS.map((column) => {
        const isShown = columns.includes(column)
        return (
          <MenuItem
            key={column}
            role="menuitemcheckbox"
            aria-checked={isShown}
            dense
            onClick={() => onToggle(column)}
          >
            <ListItemIcon>
              {isShown ? (
                <CheckBoxIcon fontSize="small" />
              ) : (
                <CheckBoxOutlineBlankIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText primary={t(`units.columns.${column}`)} />
          </MenuItem>
        )
      })}
    </Menu>
  )
}
