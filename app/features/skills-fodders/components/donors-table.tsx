import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Chip } from '#app/components/ui/chip.tsx'
import { AvailabilityLabels } from '#app/components/ui/skill-cells.tsx'
import { Table, TableBody, TableCell, TableHead, TableRow } from '#app/components/ui/table.tsx'
import type { DivineCodes } from '#app/domain/availability.ts'
import type { Donor } from '#app/domain/peeler.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toHeroSearch } from '#app/lib/detail-links.ts'
import styles from './donors-table.module.css'

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

/** The notes that change a donor's cost: a promotion first, or not being used up. */
export function DonorNotes({ donor }: { donor: Donor }) {
  const t = useTranslate()
  if (!donor.needsPromotion && !donor.isNotUsedUp) return null
  return (
    <span className={styles.notes}>
      {donor.needsPromotion ? (
        <Chip
          size="small"
          colour="warning"
          variant="outlined"
          label={t('skillsFodders.promotion', { rarity: donor.unlockRarity })}
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
    </span>
  )
}

/** The heroes holding one tier of a skill, in the chosen order, with what each costs. */
export function DonorsTable({ donors, caption }: { donors: readonly Donor[]; caption: string }) {
  const t = useTranslate()
  const [params] = useSearchParams()
  const [isExpanded, setIsExpanded] = useState(false)
  if (donors.length === 0) {
    return <p className={styles.noDonor}>{t('skillsFodders.noDonor')}</p>
  }
  const shown = isExpanded ? donors : donors.slice(0, SHOWN_FIRST)
  return (
    <>
      <div className={styles.scroller}>
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
                <TableCell className={styles.heroCell}>
                  <Link
                    to={toHeroSearch(params, donor.hero)}
                    state={OPENED_IN_PAGE}
                    preventScrollReset
                    className={styles.link}
                  >
                    {donor.hero.fullName}
                  </Link>
                  <p className={styles.secondary}>
                    {t('skillsFodders.unlockRarity', { rarity: donor.unlockRarity })}
                  </p>
                  <DonorNotes donor={donor} />
                </TableCell>
                <TableCell>
                  <div
                    title={t(`skills.availabilityLong.${donor.category}`)}
                    className={styles.category}
                  >
                    {t(`skills.availability.${donor.category}`)}
                  </div>
                  <span className={styles.secondary}>{t('skillsFodders.canBeHad')} </span>
                  <AvailabilityLabels lowestRarities={donor.hero.lowestRarities} />
                  {hasDivineCodes(donor.hero.divineCodes) ? (
                    <p className={styles.divineCodes}>
                      {formatDivineCodes(t, donor.hero.divineCodes)}
                    </p>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {donors.length > SHOWN_FIRST ? (
        <Button
          size="small"
          onClick={() => setIsExpanded((current) => !current)}
          className={styles.showAll}
        >
          {isExpanded
            ? t('skillsFodders.showFewer')
            : t('skillsFodders.showAll', { count: donors.length })}
        </Button>
      ) : null}
    </>
  )
}
