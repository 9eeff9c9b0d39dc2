import ViewColumnIcon from '@mui/icons-material/ViewColumn'
import Button from '@mui/material/Button'
import { lazy, Suspense, useId, useState } from 'react'
import { LoadingBar } from './loading-bar.tsx'

// The menu's code (MUI's menu, popover and modal) loads on the first open.
const loadColumnMenu = () => import('./column-menu.tsx')
const ColumnMenu = lazy(() => loadColumnMenu().then((module) => ({ default: module.ColumnMenu })))

/** Which of a table's columns it shows, chosen in a menu; the order stays the table's own. */
export function ColumnChooser<Column extends string>({
  label,
  menuLabel,
  columns,
  shown,
  labelOf,
  onChange,
}: {
  /** The button's text. */
  readonly label: string
  readonly menuLabel: string
  /** Every column that can be chosen, in the table's order. */
  readonly columns: readonly Column[]
  readonly shown: readonly Column[]
  readonly labelOf: (column: Column) => string
  readonly onChange: (shown: readonly Column[]) => void
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Mounted from the first open on, so that the menu can close with its transition.
  const [hasOpened, setOpened] = useState(false)
  const menuId = useId()
  const items = columns.map((column) => ({
    key: column,
    label: labelOf(column),
    isShown: shown.includes(column),
    onToggle: () =>
      onChange(
        shown.includes(column)
          ? shown.filter((entry) => entry !== column)
          : columns.filter((entry) => entry === column || shown.includes(entry)),
      ),
  }))
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget)
          setOpened(true)
        }}
        // The menu's code is fetched as soon as the player heads for the button.
        onPointerEnter={loadColumnMenu}
        onFocus={loadColumnMenu}
      >
        {label}
      </Button>
      {hasOpened ? (
        <Suspense fallback={<LoadingBar />}>
          <ColumnMenu
            id={menuId}
            label={menuLabel}
            anchor={anchor}
            items={items}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
