import { useMemo } from 'react'
import { HeroLinkGrid } from '#app/components/hero-tiles/hero-link-grid.tsx'
import { TileLegend } from '#app/components/hero-tiles/hero-tile.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import type { HeroicGrailsEntry } from '#app/domain/banner.ts'
import { GRAILS_SORTS, type GrailsSort, sortHeroicGrails } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import styles from './grails-shop.module.css'

/** The Heroic Grails shop's heroes in the chosen order, framed at their shop rarity. */
export function GrailsShop({
  entries,
  sort,
  onSort,
  heroesById,
  owned,
  t,
}: {
  entries: readonly HeroicGrailsEntry[]
  sort: GrailsSort
  onSort: (sort: GrailsSort) => void
  heroesById: ReadonlyMap<HeroId, HeroListRow>
  owned: ReadonlySet<HeroId>
  t: Translate
}) {
  const shop = useMemo(
    () => sortHeroicGrails(entries, heroesById, sort),
    [entries, heroesById, sort],
  )
  const heroes = useMemo(() => shop.map((entry) => entry.hero), [shop])
  const rarities = useMemo(
    () => new Map(entries.map((entry) => [entry.heroId, entry.rarity])),
    [entries],
  )
  return (
    <>
      <SelectField
        label={t('catalog.shop.sort')}
        value={sort}
        onChange={(value) => onSort(value as GrailsSort)}
        options={GRAILS_SORTS.map((option) => ({
          value: option,
          label: t(`catalog.shop.sorts.${option}`),
        }))}
        className={styles.sort}
      />
      <p className={styles.note}>
        {t('catalog.shop.owned', {
          owned: shop.filter((entry) => owned.has(entry.heroId)).length,
          total: shop.length,
        })}
      </p>
      <HeroLinkGrid
        heroes={heroes}
        rarityOf={(hero) => rarities.get(hero.id) ?? 4}
        owned={owned}
        visibleRows={4}
        label={t('catalog.shop.label')}
        t={t}
      />
      <TileLegend t={t} />
    </>
  )
}
