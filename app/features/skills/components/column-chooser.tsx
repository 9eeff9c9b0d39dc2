import ViewColumnIcon from '@mui/icons-material/ViewColumn'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { useTranslate } from '#app/lib/i18n.tsx'
import { SKILL_COLUMNS, type SkillColumn } from '../skill-search.ts'

type ColumnChooserProps = {
  readonly columns: readonly SkillColumn[]
  readonly onChange: (columns: readonly SkillColumn[]) => void
}

/** Which optional columns the table shows; the order stays the table's own. */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  const t = useTranslate()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const toggle = (column: SkillColumn) => {
    const next = columns.includes(column)
      ? columns.filter((entry) => entry !== column)
      : SKILL_COLUMNS.filter((entry) => entry === column || columns.includes(entry))
    onChange(next)
  }
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('skills.columnsButton')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('skills.columnsMenu'), dense: true } }}
      >
        {SKILL_COLUMNS.map((column) => (
          <MenuItem
            key={column}
            role="menuitemcheckbox"
            aria-checked={columns.includes(column)}
            onClick={() => toggle(column)}
          >
            <Checkbox
              size="small"
              checked={columns.includes(column)}
              tabIndex={-1}
              disableRipple
              slotProps={{ input: { 'aria-hidden': true } }}
              sx={{ p: 0, mr: 1 }}
            />
            <ListItemText primary={t(`skills.columns.${column}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
