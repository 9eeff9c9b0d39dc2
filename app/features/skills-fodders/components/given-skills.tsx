import { Link, useSearchParams } from 'react-router'
import { Chip } from '#app/components/ui/chip.tsx'
import { SlotIcon } from '#app/components/ui/skill-cells.tsx'
import { Table, TableBody, TableCell, TableHead, TableRow } from '#app/components/ui/table.tsx'
import type { FodderVerdict, GivenSkill } from '#app/domain/peeler.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toSkillSearch } from '#app/lib/detail-links.ts'
import { DonorNotes } from './donors-table.tsx'
import styles from './given-skills.module.css'

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
    return <p className={styles.nothing}>{t('skillsFodders.givesNothing')}</p>
  }
  return (
    <div className={styles.scroller}>
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
                <div className={styles.skill}>
                  <SlotIcon category={entry.skill.category} />
                  <div>
                    <Link
                      to={toSkillSearch(params, entry.skill)}
                      state={OPENED_IN_PAGE}
                      preventScrollReset
                      className={styles.link}
                    >
                      {entry.skill.name}
                    </Link>
                    <p className={styles.secondary}>
                      {t('skillsFodders.unlockRarity', { rarity: entry.donor.unlockRarity })}
                    </p>
                    <DonorNotes donor={entry.donor} />
                  </div>
                </div>
              </TableCell>
              <TableCell className={styles.verdictCell}>
                <Chip
                  size="small"
                  variant="outlined"
                  colour={VERDICT_COLOURS[entry.verdict]}
                  label={t(`skillsFodders.verdicts.${entry.verdict}`)}
                  className={entry.verdict === 'keep' ? styles.keep : undefined}
                />
                <p className={styles.asCheap}>
                  {entry.asCheapCount === 0
                    ? t('skillsFodders.asCheapNone')
                    : entry.asCheapCount === 1
                      ? t('skillsFodders.asCheapOne')
                      : t('skillsFodders.asCheap', { count: entry.asCheapCount })}{' '}
                  <Link to={donorsHref(entry.skill.name)} className={styles.link}>
                    {t('skillsFodders.otherDonors')}
                  </Link>
                </p>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
