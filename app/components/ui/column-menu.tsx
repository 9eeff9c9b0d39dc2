import CheckBoxIcon from '@mui/icons-material/CheckBox'
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'

export type ColumnMenuItem = {
  readonly key: string
  readonly label: string
  readonly isShown: boolean
  readonly onToggle: () => void
}

/** The column chooser's menu: a checkbox item per column. Its module loads on the first open. */
export function ColumnMenu({
  id,
  label,
  anchor,
  items,
  onClose,
}: {
  readonly id: string
  readonly label: string
  readonly anchor: HTMLElement | null
  readonly items: readonly ColumnMenuItem[]
  readonly onClose: () => void
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': label }, paper: { sx: { maxHeight: 420 } } }}
    >
      {items.map((item) => (
        <MenuItem
          key={item.key}
          role="menuitemcheckbox"
          aria-checked={item.isShown}
          dense
          onClick={item.onToggle}
        >
          <ListItemIcon>
            {item.isShown ? (
              <CheckBoxIcon fontSize="small" />
            ) : (
              <CheckBoxOutlineBlankIcon fontSize="small" />
            )}
          </ListItemIcon>
          <ListItemText primary={item.label} />
        </MenuItem>
      ))}
    </Menu>
  )
}
