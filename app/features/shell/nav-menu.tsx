import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import MenuList from '@mui/material/MenuList'
import { Fragment } from 'react'
import { NavLink } from 'react-router'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { SITE_PAGE_GROUPS } from '#app/lib/site-pages.ts'

/** Every page in its group; arrow keys, Home/End and typing move between entries. */
export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslate()
  return (
    <MenuList autoFocusItem aria-label={t('nav.label')} sx={{ pt: 0 }}>
      <MenuItem component={NavLink} to="/" end onClick={onNavigate} sx={activeSx}>
        {t('home.title.home')}
      </MenuItem>
      {SITE_PAGE_GROUPS.map((group) => (
        <Fragment key={group.name}>
          <ListSubheader role="presentation" sx={{ lineHeight: 2.5, mt: 1 }}>
            {t(`nav.groups.${group.name}`)}
          </ListSubheader>
          {group.pages.map((page) => (
            <MenuItem
              key={page.path}
              component={NavLink}
              to={page.path}
              onClick={onNavigate}
              sx={activeSx}
            >
              {t(`home.title.${page.routeName}`)}
            </MenuItem>
          ))}
        </Fragment>
      ))}
    </MenuList>
  )
}

const activeSx = {
  '&.active': { bgcolor: 'highlight.main', fontWeight: 600 },
} as const
