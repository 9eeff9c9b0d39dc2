import { Table, TableBody, TableCell, TableHead, TableRow } from '#app/components/ui/table.tsx'
import { listAssetFlawPairs } from '#app/domain/asset-flaw.ts'
import type { Hero } from '#app/domain/hero.ts'
import { STATS } from '#app/domain/stat.ts'
import { calculateBaseStatTotal, calculateHeroStats, type StatsBuild } from '#app/domain/stats.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './asset-flaw-matrix.module.css'

/**
 * Every asset/flaw pair at the calculator's rarity, level, merges and dragonflowers, one line
 * each: the whole choice at a glance, where the calculator shows one pair at a time.
 */
export function AssetFlawMatrix({
  hero,
  build,
}: {
  hero: Pick<Hero, 'stats' | 'maxDragonflowers'>
  build: StatsBuild
}) {
  const t = useTranslate()
  const lines = listAssetFlawPairs().map((pair) => {
    const stats = calculateHeroStats(hero, { ...build, ...pair })
    return { ...pair, stats, total: calculateBaseStatTotal(stats) }
  })
  const highest = Math.max(...lines.map((line) => line.total))
  const statName = (stat: (typeof STATS)[number] | null) =>
    stat === null ? t('heroDetail.calculator.none') : t(`units.columns.${stat}`)
  return (
    <details className={styles.matrix}>
      <summary className={styles.summary}>{t('heroDetail.matrix.summary')}</summary>
      <div className={styles.scroller}>
        <Table size="small" aria-label={t('heroDetail.matrix.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('heroDetail.calculator.asset')}</TableCell>
              <TableCell>{t('heroDetail.calculator.flaw')}</TableCell>
              {STATS.map((stat) => (
                <TableCell key={stat} align="right">
                  {t(`units.columns.${stat}`)}
                </TableCell>
              ))}
              <TableCell align="right">{t('heroDetail.calculator.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={`${line.asset}-${line.flaw}`} selected={line.total === highest}>
                <TableCell component="th" scope="row">
                  {statName(line.asset)}
                </TableCell>
                <TableCell>{line.asset === null ? '' : statName(line.flaw)}</TableCell>
                {STATS.map((stat) => (
                  <TableCell key={stat} align="right" className={styles.number}>
                    {line.stats[stat]}
                  </TableCell>
                ))}
                <TableCell align="right" className={styles.total}>
                  {line.total}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </details>
  )
}
