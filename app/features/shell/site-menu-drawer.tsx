import { Drawer, DrawerTitle } from '#app/components/ui/drawer.tsx'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { CloseIcon } from '#app/components/ui/icons/close.tsx'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { NavMenu } from './nav-menu.tsx'
import styles from './site-menu.module.css'

/** The menu drawer; its code loads on the first open, so it costs no first-load bytes. */
export function SiteMenuDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useTranslate()
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      anchor="left"
      id="site-menu"
      // The focus starts on the page the player is on, the menu's own place in the list.
      initialFocus={() => document.querySelector<HTMLElement>('#site-menu [aria-current="page"]')}
    >
      <div className={styles.header}>
        <DrawerTitle className={styles.title}>{t('app.name')}</DrawerTitle>
        <IconButton label={t('nav.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <NavMenu onNavigate={onClose} />
    </Drawer>
  )
}
