import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { Chip } from '#app/components/ui/chip.tsx'
import { AvailabilityLabels } from '#app/components/ui/skill-cells.tsx'
import { Table, TableBody, TableCell, TableHead, TableRow } from '#app/components/ui/table.tsx'
import type { DivineCodes } from '#app/domain/availability.ts'
import type { Donor } from '#app/domain/peeler.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toHeroSearch } from '#app/lib/detail-links.ts'

/** Long lists (a common skill has a hundred holders) open on the cheapest few. */
const SHOWN_FIRST = 10

function hasDivineCodes(codes: DivineCodes): boolean {
  return codes.normal.length + codes.limited.length > 0
}

function formatDivineCodes(t: Translate, codes: DivineCodes): string {
  const parts = [
    ...codes.normal.map((part) => t('skillsFodders.divineCodesPart', { number: part.number })),
    ...codes.limited.map((month) =>
      t('skillsFodders.divineCodesLimited', {
        date: `${month.year}-${String(month.month).padStart(2, '0')}`,
        rarity: month.rarity,
      }),
    ),
  ]
  return parts.join(', ')
}

// The colour frames the chip; the text keeps the body's contrast in both themes.
const NOTE_SX = { color: 'text.primary' } as const

/** The notes that change a donor's cost: a promotion first, or not being used up. */
export function DonorNotes({ donor }: { donor: Donor }) {
  const t = useTranslate()
  if (!donor.needsPromotion && !donor.isNotUsedUp) return null
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {donor.needsPromotion ? (
        <Chip
          size="small"
          colour="warning"
          variant="outlined"
          label={t('skillsFodders.promotion', { rarity: donor.unlockRarity })}
          sx={NOTE_SX}
        />
      ) : null}
      {donor.isNotUsedUp ? (
        <Chip
          size="small"
          colour="success"
          variant="outlined"
          label={t('skillsFodders.notUsedUp')}
        />
      ) : null}
    </Box>
  )
}

/** The heroes holding one tier of a skill, in the chosen order, with what each costs. */
export function DonorsTable({ donors, caption }: { donors: readonly Donor[]; caption: string }) {
  const t = useTranslate()
  const [params] = useSearchParams()
  const [isExpanded, setIsExpanded] = useState(false)
  if (donors.length === 0) {
    return <Typography color="text.secondary">{t('skillsFodders.noDonor')}</Typography>
  }
  const shown = isExpanded ? donors : donors.slice(0, SHOWN_FIRST)
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>{t('skillsFodders.columns.hero')}</TableCell>
              <TableCell>{t('skillsFodders.columns.cost')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((donor) => (
              <TableRow key={donor.hero.id} data-testid="donor">
                <TableCell sx={{ width: '45%' }}>
                  <Link
                    component={RouterLink}
                    to={toHeroSearch(params, donor.hero.id)}
                    state={OPENED_IN_PAGE}
                    preventScrollReset
                  >
                    {donor.hero.fullName}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {t('skillsFodders.unlockRarity', { rarity: donor.unlockRarity })}
                  </Typography>
                  <DonorNotes donor={donor} />
                </TableCell>
                <TableCell>
                  <Box
                    title={t(`skills.availabilityLong.${donor.category}`)}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    {t(`skills.availability.${donor.category}`)}
                  </Box>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('skillsFodders.canBeHad')}{' '}
                  </Typography>
                  <AvailabilityLabels lowestRarities={donor.hero.lowestRarities} />
                  {hasDivineCodes(donor.hero.divineCodes) ? (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {formatDivineCodes(t, donor.hero.divineCodes)}
                    </Typography>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {donors.length > SHOWN_FIRST ? (
        <Button size="small" onClick={() => setIsExpanded((current) => !current)} sx={{ mt: 1 }}>
          {isExpanded
            ? t('skillsFodders.showFewer')
            : t('skillsFodders.showAll', { count: donors.length })}
        </Button>
      ) : null}
    </>
  )
}
