import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { useTranslate } from '#app/lib/i18n.tsx'
import { SITE_PAGE_GROUPS } from '#app/lib/site-pages.ts'

/** The home page: what the site is and every tool, with what each does. */
export function HomePage() {
  const t = useTranslate()
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '3rem' } }}
      >
        {t('home.heading')}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="text.secondary"
        sx={{ mt: 1, mb: 4, maxWidth: 760 }}
      >
        {t('home.tagline')}
      </Typography>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('home.pagesHeading')}
      </Typography>
      <Box
        component="nav"
        aria-label={t('home.jumpTo')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        {SITE_PAGE_GROUPS.map((group) => (
          <Chip
            key={group.name}
            component={Link}
            to={`#group-${group.name}`}
            label={t(`nav.groups.${group.name}`)}
            clickable
            variant="outlined"
          />
        ))}
      </Box>
      {SITE_PAGE_GROUPS.map((group) => (
        <Box
          component="section"
          key={group.name}
          aria-labelledby={`group-${group.name}`}
          sx={{ mb: 4 }}
        >
          <Typography
            id={`group-${group.name}`}
            variant="overline"
            component="h3"
            color="text.secondary"
            sx={{ scrollMarginTop: 80 }}
          >
            {t(`nav.groups.${group.name}`)}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, 1fr)',
                lg: 'repeat(3, 1fr)',
                xxl: 'repeat(4, 1fr)',
              },
            }}
          >
            {group.pages.map((page) => (
              <li key={page.path}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={Link}
                    to={page.path}
                    prefetch="intent"
                    sx={{ height: '100%' }}
                  >
                    <CardContent>
                      <Typography
                        variant="h6"
                        component="span"
                        sx={{ display: 'block', fontWeight: 600 }}
                      >
                        {t(`home.title.${page.routeName}`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`pages.${page.routeName}`)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
