import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslate } from '#app/i18n/i18n.tsx'

/**
 * Spec §9: a credits list naming four people or communities, links optional. The data
 * sources first, then the community members the reference credits for two of its tools.
 */
export const CREDITS = [
  { name: 'fandom', url: 'https://feheroes.fandom.com/' },
  { name: 'game8', url: 'https://game8.co/games/fire-emblem-heroes' },
  { name: 'tiniestManatee', url: 'https://www.reddit.com/user/TiniestManatee/' },
  { name: 'jabPerson', url: 'https://www.reddit.com/user/JabPerson/' },
] as const

export function Credits() {
  const t = useTranslate()
  return (
    <Box component="section" aria-labelledby="credits-heading" sx={{ mt: 2, mb: 4 }}>
      <Typography id="credits-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('credits.heading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {CREDITS.map((credit) => (
          <Typography component="li" key={credit.name} sx={{ mb: 0.5 }}>
            <Link href={credit.url} rel="noopener noreferrer" target="_blank" underline="always">
              {t(`credits.${credit.name}.name`)}
            </Link>
            {' — '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t(`credits.${credit.name}.for`)}
            </Box>
          </Typography>
        ))}
      </Box>
    </Box>
  )
}
