import type { HeroId } from '#app/domain/hero.ts'
import { useHeroHref } from '#app/hooks/use-hero-href.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { HeroLinkTile, TILE_HEIGHT, TILE_WIDTH } from './hero-tile.tsx'
import { TileGrid } from './tile-grid.tsx'

/** Heroes as tiles that open their detail view, each with its owned mark. */
export function HeroLinkGrid({
  heroes,
  owned,
  label,
  visibleRows,
  rarityOf,
  t,
}: {
  heroes: readonly HeroListRow[]
  owned: ReadonlySet<HeroId>
  label: string
  visibleRows: number
  /** The frame's rarity when the list knows better than the hero's pools (the shop's). */
  rarityOf?: (hero: HeroListRow) => number
  t: Translate
}) {
  const hrefOf = useHeroHref()
  return (
    <TileGrid
      items={heroes}
      keyOf={(hero) => hero.id}
      tileWidth={TILE_WIDTH}
      tileHeight={TILE_HEIGHT}
      visibleRows={visibleRows}
      label={label}
      renderTile={(hero, tabIndex, index, hasFace) => (
        <HeroLinkTile
          hero={hero}
          rarity={rarityOf?.(hero)}
          owned={owned.has(hero.id)}
          href={hrefOf(hero)}
          tabIndex={tabIndex}
          tileIndex={index}
          hasFace={hasFace}
          t={t}
        />
      )}
    />
  )
}
