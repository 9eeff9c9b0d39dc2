import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { Chip } from '#app/components/ui/chip.tsx'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import { Table, TableBody, TableCell, TableHead, TableRow } from '#app/components/ui/table.tsx'
import type { FodderVerdict, GivenSkill } from '#app/domain/peeler.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toSkillSearch } from '#app/lib/detail-links.ts'
import { DonorNotes } from './donors-table.tsx'

const VERDICT_COLOURS: Readonly<Record<FodderVerdict, 'error' | 'default' | 'success'>> = {
  keep: 'error',
  cheaperElsewhere: 'default',
  easy: 'success',
}

/** The inverse view: what a hero gives when peeled, and which of it is rare. */
export function GivenSkills({
  given,
  donorsHref,
}: {
  given: readonly GivenSkill[]
  /** The peeler's donors view for a skill name. */
  donorsHref: (skillName: string) => string
}) {
  const t = useTranslate()
  const [params] = useSearchParams()
  if (given.length === 0) {
    return <Typography color="text.secondary">{t('skillsFodders.givesNothing')}</Typography>
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('skillsFodders.givesTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('skillsFodders.columns.skill')}</TableCell>
            <TableCell>{t('skillsFodders.columns.verdict')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {given.map((entry) => (
            <TableRow key={entry.skill.id} data-testid="given-skill">
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <SlotIcon category={entry.skill.category} />
                  <Box>
                    <Link
                      component={RouterLink}
                      to={toSkillSearch(params, entry.skill.id)}
                      state={OPENED_IN_PAGE}
                      preventScrollReset
                    >
                      {entry.skill.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {t('skillsFodders.unlockRarity', { rarity: entry.donor.unlockRarity })}
                    </Typography>
                    <DonorNotes donor={entry.donor} />
                  </Box>
                </Box>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  colour={VERDICT_COLOURS[entry.verdict]}
                  label={t(`skillsFodders.verdicts.${entry.verdict}`)}
                  // The colour frames the chip; the text keeps the body's contrast in both themes.
                  sx={{
                    color: 'text.primary',
                    ...(entry.verdict === 'keep' ? { borderWidth: 2, fontWeight: 700 } : {}),
                  }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {entry.asCheapCount === 0
                    ? t('skillsFodders.asCheapNone')
                    : entry.asCheapCount === 1
                      ? t('skillsFodders.asCheapOne')
                      : t('skillsFodders.asCheap', { count: entry.asCheapCount })}{' '}
                  <Link component={RouterLink} to={donorsHref(entry.skill.name)}>
                    {t('skillsFodders.otherDonors')}
                  </Link>
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
