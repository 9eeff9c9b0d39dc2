import { Link, useSearchParams } from 'react-router'
import { Table, TableBody, TableCell, TableHead, TableRow } from '#app/components/ui/table.tsx'
import { SKILL_CATEGORIES } from '#app/domain/skill.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { toSkillSearchInPlaceOfHero } from '#app/lib/detail-links.ts'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import styles from './hero-skills.module.css'

/** Every skill of the hero by slot, lowest tier first, with unlock and default rarity. */
export function HeroSkills({ view }: { view: HeroDetailView }) {
  const t = useTranslate()
  const [params] = useSearchParams()
  const summaries = new Map(view.skillSummaries.map((skill) => [skill.id, skill]))
  const entries = view.skills
    .flatMap((link) => {
      const skill = summaries.get(link.skillId)
      return skill ? [{ link, skill }] : []
    })
    .sort(
      (a, b) =>
        SKILL_CATEGORIES.indexOf(a.skill.category) - SKILL_CATEGORIES.indexOf(b.skill.category) ||
        a.skill.tier - b.skill.tier ||
        a.link.unlockRarity - b.link.unlockRarity,
    )
  if (entries.length === 0) return <p className={styles.none}>{t('heroDetail.skills.none')}</p>
  return (
    <div className={styles.scroller}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('heroDetail.skills.slot')}</TableCell>
            <TableCell>{t('heroDetail.skills.skill')}</TableCell>
            <TableCell align="right">{t('heroDetail.skills.sp')}</TableCell>
            <TableCell align="right">{t('heroDetail.skills.unlock')}</TableCell>
            <TableCell align="right">{t('heroDetail.skills.default')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(({ link, skill }) => (
            <TableRow key={skill.id}>
              <TableCell className={styles.slot}>
                {t(`heroDetail.skills.categories.${skill.category}`)}
              </TableCell>
              <TableCell>
                <Link
                  to={toSkillSearchInPlaceOfHero(params, skill)}
                  preventScrollReset
                  className={styles.link}
                >
                  {skill.name}
                </Link>
                {skill.isExclusive ? (
                  <span className={styles.exclusive}>{t('heroDetail.skills.exclusive')}</span>
                ) : null}
              </TableCell>
              <TableCell align="right">{skill.sp ?? ''}</TableCell>
              <TableCell align="right">
                {t('heroDetail.skills.rarity', { rarity: link.unlockRarity })}
              </TableCell>
              <TableCell align="right">
                {link.defaultRarity === null
                  ? t('heroDetail.skills.never')
                  : t('heroDetail.skills.rarity', { rarity: link.defaultRarity })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
