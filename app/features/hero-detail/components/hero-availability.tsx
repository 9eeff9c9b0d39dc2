import type { ReactNode } from 'react'
import { POOLS } from '#app/domain/availability.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import styles from './hero-availability.module.css'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{title}</h3>
      {children}
    </section>
  )
}

function rarityLabel(t: Translate, rarity: number): string {
  return t(
    `heroDetail.availability.rarity.${String(rarity) as '1' | '2' | '3' | '4' | '4.5' | '5'}`,
  )
}

/** Pools and lowest rarity, divine codes, heroic grails, and the banners where it was focus. */
export function HeroAvailability({ view }: { view: HeroDetailView }) {
  const t = useTranslate()
  const pools = POOLS.filter((pool) => view.lowestRarities[pool] !== undefined)
  return (
    <div>
      <Section title={t('heroDetail.availability.pools')}>
        {pools.length === 0 ? (
          <p className={styles.text}>{t('heroDetail.availability.noPool')}</p>
        ) : (
          <ul className={styles.list}>
            {pools.map((pool) => (
              <li key={pool}>
                {t(`heroDetail.availability.pool.${pool}`)}:{' '}
                <strong>{rarityLabel(t, view.lowestRarities[pool] ?? 5)}</strong>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {view.divineCodes.normal.length + view.divineCodes.limited.length > 0 ? (
        <Section title={t('heroDetail.availability.divineCodes')}>
          <ul className={styles.list}>
            {view.divineCodes.normal.map((part) => (
              <li key={`part-${part.number}`}>
                {t('heroDetail.availability.divineCodesPart', {
                  number: part.number,
                  title: part.title,
                  cost: part.cost,
                })}
              </li>
            ))}
            {view.divineCodes.limited.map((month) => (
              <li key={`${month.year}-${month.month}-${month.rarity}`}>
                {t('heroDetail.availability.limitedMonth', {
                  year: month.year,
                  month: String(month.month).padStart(2, '0'),
                  rarity: month.rarity,
                  cost: month.cost,
                })}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t('heroDetail.availability.banners')}>
        {view.focusBanners.length === 0 ? (
          <p className={styles.text}>{t('heroDetail.availability.noBanner')}</p>
        ) : (
          <>
            <p className={styles.count}>
              {t('heroDetail.availability.bannerCount', { count: view.focusBanners.length })}
            </p>
            <ul className={styles.banners}>
              {view.focusBanners.map((banner, index) => (
                // Banner names repeat (reruns): the position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: names are not unique
                <li key={`${banner}-${index}`}>{banner}</li>
              ))}
            </ul>
          </>
        )}
      </Section>
    </div>
  )
}
