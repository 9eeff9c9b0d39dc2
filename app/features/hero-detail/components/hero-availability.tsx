import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { POOLS } from '#app/domain/availability.ts'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
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
    <Box>
      <Section title={t('heroDetail.availability.pools')}>
        {pools.length === 0 ? (
          <Typography>{t('heroDetail.availability.noPool')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {pools.map((pool) => (
              <li key={pool}>
                {t(`heroDetail.availability.pool.${pool}`)}:{' '}
                <strong>{rarityLabel(t, view.lowestRarities[pool] ?? 5)}</strong>
              </li>
            ))}
          </Box>
        )}
      </Section>
      {view.divineCodes.normal.length + view.divineCodes.limited.length > 0 ? (
        <Section title={t('heroDetail.availability.divineCodes')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
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
          </Box>
        </Section>
      ) : null}
      <Section title={t('heroDetail.availability.banners')}>
        {view.focusBanners.length === 0 ? (
          <Typography>{t('heroDetail.availability.noBanner')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('heroDetail.availability.bannerCount', { count: view.focusBanners.length })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
              {view.focusBanners.map((banner, index) => (
                // Banner names repeat (reruns): the position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: names are not unique
                <li key={`${banner}-${index}`}>{banner}</li>
              ))}
            </Box>
          </>
        )}
      </Section>
    </Box>
  )
}
