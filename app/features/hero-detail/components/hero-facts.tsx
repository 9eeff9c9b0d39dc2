import { useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import styles from './hero-facts.module.css'

/** Weapon, move, traits, element, games, version, release date and ratings, as a list. */
export function HeroFacts({ view }: { view: HeroDetailView }) {
  const t = useTranslate()
  const { hero } = view
  const ratings = hero.ratings
  const recommended =
    ratings && ratings.recommendedAsset !== null && ratings.recommendedFlaw !== null
      ? t('heroDetail.facts.recommendedValue', {
          asset:
            ratings.recommendedAsset === 'neutral'
              ? t('heroDetail.facts.neutral')
              : t(`units.columns.${ratings.recommendedAsset}`),
          flaw:
            ratings.recommendedFlaw === 'neutral'
              ? t('heroDetail.facts.neutral')
              : t(`units.columns.${ratings.recommendedFlaw}`),
        })
      : null
  const facts: readonly (readonly [string, string])[] = [
    [t('heroDetail.facts.weapon'), t(`units.weaponTypes.${hero.weaponType}`)],
    [t('heroDetail.facts.move'), t(`units.moveTypes.${hero.moveType}`)],
    ...(hero.element
      ? [[t('heroDetail.facts.element'), t(`units.elements.${hero.element}`)] as const]
      : []),
    ...(hero.traits.length > 0
      ? [
          [
            t('heroDetail.facts.traits'),
            hero.traits.map((trait) => t(`units.traits.${trait}`)).join(', '),
          ] as const,
        ]
      : []),
    [t('heroDetail.facts.games'), hero.games.join(', ')],
    [t('heroDetail.facts.version'), hero.version],
    [t('heroDetail.facts.releaseDate'), hero.releaseDate],
    [t('heroDetail.facts.maxScore'), String(view.maxScore)],
    [t('heroDetail.facts.dragonflowers'), String(hero.maxDragonflowers)],
    ...(ratings?.rating ? [[t('heroDetail.facts.rating'), ratings.rating] as const] : []),
    ...(recommended ? [[t('heroDetail.facts.recommended'), recommended] as const] : []),
  ]
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
