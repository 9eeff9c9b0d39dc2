import { useCallback, useMemo } from 'react'
import { HeroLinkGrid } from '#app/components/hero-tiles/hero-link-grid.tsx'
import { TileLegend } from '#app/components/hero-tiles/hero-tile.tsx'
import { Combobox } from '#app/components/ui/combobox.tsx'
import type { Banner } from '#app/domain/banner.ts'
import { sortByType } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { AccentTable } from '#app/domain/search.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { matchQuery } from '../option-filter.ts'
import styles from './banner-browser.module.css'

const nameOf = (banner: Banner) => banner.name

/** Every banner by name (a series' dated ones by date); the chosen one's focus heroes. */
export function BannerBrowser({
  banners,
  selected,
  onSelect,
  heroesById,
  owned,
  accents,
  t,
}: {
  banners: readonly Banner[]
  selected: string | null
  onSelect: (name: string | null) => void
  heroesById: ReadonlyMap<HeroId, HeroListRow>
  owned: ReadonlySet<HeroId>
  accents: AccentTable
  t: Translate
}) {
  const banner = selected === null ? null : (banners.find((each) => each.name === selected) ?? null)
  const focus = useMemo(
    () => sortByType(banner?.focusHeroIds.flatMap((id) => heroesById.get(id) ?? []) ?? []),
    [banner, heroesById],
  )
  const createMatcher = useCallback(
    (query: string) => matchQuery(query, (option: Banner) => [option.name], accents),
    [accents],
  )
  return (
    <>
      <Combobox
        label={t('catalog.banners.search')}
        options={banners}
        value={banner}
        onChange={(next) => onSelect(next?.name ?? null)}
        getOptionLabel={nameOf}
        getOptionKey={nameOf}
        createMatcher={createMatcher}
        size="medium"
        noMatchText={t('catalog.banners.noMatch')}
        helperText={t('catalog.banners.searchHelp', {
          count: formatCount(banners.length),
        })}
      />
      {selected === null ? (
        <p className={styles.message}>{t('catalog.banners.none')}</p>
      ) : banner === null ? (
        <p className={styles.message}>{t('catalog.banners.unknown', { name: selected })}</p>
      ) : (
        <>
          <p className={styles.note} role="status">
            {t('catalog.banners.owned', {
              owned: focus.filter((hero) => owned.has(hero.id)).length,
              total: focus.length,
            })}
          </p>
          <HeroLinkGrid
            heroes={focus}
            owned={owned}
            visibleRows={4}
            label={t('catalog.banners.focus', { name: banner.name })}
            t={t}
          />
          <TileLegend t={t} />
        </>
      )}
    </>
  )
}
