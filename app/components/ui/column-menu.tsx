import { Menu } from '@base-ui/react/menu'
import type { RefObject } from 'react'
import styles from './column-chooser.module.css'
import { CheckBoxIcon } from './icons/check-box.tsx'
import { CheckBoxOutlineBlankIcon } from './icons/check-box-outline-blank.tsx'

export type ColumnMenuItem = {
  readonly key: string
  readonly label: string
  readonly isShown: boolean
  readonly onToggle: () => void
}

/**
 * The column chooser's menu (Base UI's Menu, its checkbox items, keyboard and focus): in a
 * module of its own, loaded when the player heads for the button, not with the page.
 */
export function ColumnMenu({
  id,
  label,
  anchor,
  isOpen,
  onOpenChange,
  items,
}: {
  readonly id: string
  readonly label: string
  readonly anchor: RefObject<HTMLButtonElement | null>
  readonly isOpen: boolean
  readonly onOpenChange: (isOpen: boolean) => void
  readonly items: readonly ColumnMenuItem[]
}) {
  return (
    <Menu.Root open={isOpen} onOpenChange={onOpenChange}>
      <Menu.Portal>
        <Menu.Positioner anchor={anchor} className={styles.positioner} sideOffset={4} align="start">
          <Menu.Popup id={id} className={styles.popup} aria-label={label} finalFocus={anchor}>
            {items.map((item) => (
              <Menu.CheckboxItem
                key={item.key}
                className={styles.item}
                checked={item.isShown}
                onCheckedChange={item.onToggle}
                closeOnClick={false}
              >
                {item.isShown ? (
                  <CheckBoxIcon className={styles.box} />
                ) : (
                  <CheckBoxOutlineBlankIcon className={styles.box} />
                )}
                {item.label}
              </Menu.CheckboxItem>
            ))}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}
