import { Menu } from '@base-ui/react/menu'
import { Button } from './button.tsx'
import styles from './column-chooser.module.css'
import { CheckBoxIcon, CheckBoxOutlineBlankIcon, ViewColumnIcon } from './icons.tsx'

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
  const toggle = (column: Column) =>
    onChange(
      shown.includes(column)
        ? shown.filter((entry) => entry !== column)
        : columns.filter((entry) => entry === column || shown.includes(entry)),
    )
  return (
    <Menu.Root>
      <Menu.Trigger
        render={<Button variant="outlined" size="small" startIcon={<ViewColumnIcon />} />}
      >
        {label}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner className={styles.positioner} sideOffset={4} align="start">
          <Menu.Popup className={styles.popup} aria-label={menuLabel}>
            {columns.map((column) => {
              const isShown = shown.includes(column)
              return (
                <Menu.CheckboxItem
                  key={column}
                  className={styles.item}
                  checked={isShown}
                  onCheckedChange={() => toggle(column)}
                  closeOnClick={false}
                >
                  {isShown ? (
                    <CheckBoxIcon className={styles.box} />
                  ) : (
                    <CheckBoxOutlineBlankIcon className={styles.box} />
                  )}
                  {labelOf(column)}
                </Menu.CheckboxItem>
              )
            })}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}
