import type { ReactNode } from 'react'
import { Drawer, DrawerTitle } from '#app/components/ui/drawer.tsx'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { CloseIcon } from '#app/components/ui/icons/close.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './filter-drawer.module.css'

type FilterDrawerProps = {
  title: string
  isOpen: boolean
  onClose: () => void
  children: ReactNode
}

/** The filters below md, in a bottom drawer; its code loads on the first open. */
export function FilterDrawer({ title, isOpen, onClose, children }: FilterDrawerProps) {
  const t = useTranslate()
  return (
    <Drawer open={isOpen} onClose={onClose} anchor="bottom">
      <div className={styles.drawerHeader}>
        <DrawerTitle className={styles.drawerTitle}>{title}</DrawerTitle>
        <IconButton label={t('filters.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      {children}
    </Drawer>
  )
}
