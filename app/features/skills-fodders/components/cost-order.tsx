import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { COST_ORDER } from '#app/domain/availability.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'

/** The page explains how it ranks donors: the cost order, promotions and the other notes. */
export function CostOrder() {
  const t = useTranslate()
  return (
    // Its summary is the first heading under the page's h1.
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary>
        <Typography sx={{ fontWeight: 600 }}>{t('skillsFodders.costOrder.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2">{t('skillsFodders.costOrder.intro')}</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {COST_ORDER.map((category) => (
            <Typography component="li" variant="body2" key={category}>
              {t(`skills.availabilityLong.${category}`)}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2">{t('skillsFodders.costOrder.promotion')}</Typography>
        <Typography variant="body2">{t('skillsFodders.costOrder.notUsedUp')}</Typography>
        <Typography variant="body2">{t('skillsFodders.costOrder.slots')}</Typography>
        <Typography variant="body2">{t('skillsFodders.costOrder.divineCodes')}</Typography>
      </AccordionDetails>
    </Accordion>
  )
}
