import { lazy, Suspense, useId, useRef, useState } from 'react'
import { Button } from './button.tsx'
import { ViewColumnIcon } from './icons/view-column.tsx'
import { LoadingBar } from './loading-bar.tsx'

// The menu's code (Base UI's menu and its positioning) loads on the way to the first open.
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
  const button = useRef<HTMLButtonElement>(null)
  const [isOpen, setOpen] = useState(false)
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
        ref={button}
        variant="outlined"
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => {
          setOpened(true)
          setOpen(!isOpen)
        }}
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
            anchor={button}
            isOpen={isOpen}
            onOpenChange={setOpen}
            items={items}
          />
        </Suspense>
      ) : null}
    </>
  )
}
