import { memo, type ReactNode } from 'react'
import { Link } from 'react-router'
import { classNames } from '#app/components/ui/class-names.ts'
import { initialOf, PortraitImage } from '#app/components/ui/hero-portrait.tsx'
import { VISUALLY_HIDDEN } from '#app/components/ui/visually-hidden.tsx'
import { getMinimumObtainableRarity } from '#app/domain/availability.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { getColour } from '#app/domain/weapon.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import styles from './hero-tile.module.css'

export const TILE_WIDTH = 76
export const TILE_HEIGHT = 92
const PORTRAIT_SIZE = 56

/** What the tile adds for screen readers after the visible name (read as one name). */
function details(hero: HeroListRow, rarity: number | null, owned: boolean, t: Translate): string {
  return t('catalog.tile.details', {
    title: hero.title,
    weapon: t(`units.weaponTypes.${hero.weaponType}`),
    rarity: rarity === null ? t('catalog.tile.noRarity') : t('catalog.tile.rarity', { rarity }),
    owned: owned ? t('catalog.tile.owned') : t('catalog.tile.notOwned'),
  })
}

/** The owned mark: a tick or a cross in a disc (plain SVG: the grid draws hundreds). */
function TileMark({ owned }: { owned: boolean }) {
  return (
    <svg className={styles.mark} data-owned={owned} viewBox="0 0 20 20" aria-hidden>
      <circle cx="10" cy="10" r="9" />
      <path d={owned ? 'M5.5 10.5l3 3 6-6.5' : 'M6.5 6.5l7 7m0-7l-7 7'} />
    </svg>
  )
}

function Face({
  hero,
  rarity,
  hasFace,
  children,
}: {
  hero: HeroListRow
  rarity: number | null
  /** False draws only the initial: the tile's grid requests faces when it has time. */
  hasFace: boolean
  children?: ReactNode
}) {
  return (
    <span
      aria-hidden
      className={styles.portrait}
      data-rarity={rarity ?? undefined}
      data-colour={getColour(hero.weaponType)}
    >
      {initialOf(hero.name)}
      {/* Tiles are drawn by windowed grids (tile-grid.tsx): only rows near the view. */}
      {hasFace && hero.portrait !== null && (
        <PortraitImage src={hero.portrait} size={PORTRAIT_SIZE} loading="eager" />
      )}
      {children}
    </span>
  )
}

/** A small square of colour before a word (a frame, a weapon colour); decorative. */
export function Swatch({ className }: { className: string }) {
  return <span aria-hidden className={classNames(styles.swatch, className)} />
}

/** What the frames and marks of the hero tiles mean. */
export function TileLegend({ t }: { t: Translate }) {
  return (
    <p className={styles.legend}>
      {([5, 4, 3] as const).map((rarity) => (
        <span key={rarity} className={styles.legendEntry}>
          <span
            aria-hidden
            className={classNames(styles.swatch, styles.legendSwatch)}
            data-rarity={rarity}
          />
          {t('catalog.tile.rarity', { rarity })}
        </span>
      ))}
      {t('catalog.tile.marks')}
    </p>
  )
}

/** A catalog tile: pressing it marks the hero owned or not; unowned heroes are silhouettes. */
export const OwnedToggleTile = memo(function OwnedToggleTile({
  hero,
  owned,
  onToggle,
  tabIndex,
  tileIndex,
  hasFace,
}: {
  hero: HeroListRow
  owned: boolean
  onToggle: (heroId: HeroId) => void
  tabIndex: number
  tileIndex: number
  hasFace: boolean
}) {
  return (
    <button
      type="button"
      className={styles.tile}
      aria-pressed={owned}
      title={`${hero.name}: ${hero.title}`}
      onClick={() => onToggle(hero.id)}
      tabIndex={tabIndex}
      data-tile-index={tileIndex}
    >
      <Face hero={hero} rarity={null} hasFace={hasFace}>
        {owned && <TileMark owned />}
      </Face>
      {/* Its name: the visible one, then the title ("Abel (The Panther)"). */}
      <span className={styles.name}>
        {hero.abbreviatedName}
        <span className={VISUALLY_HIDDEN}>({hero.title})</span>
      </span>
    </button>
  )
})

/**
 * A hero in a list (recap, banners, shop): the lowest rarity it comes at as a frame, its
 * colour, an owned or not-owned mark; it opens the hero's detail view.
 */
export const HeroLinkTile = memo(function HeroLinkTile({
  hero,
  owned,
  href,
  tabIndex = 0,
  tileIndex,
  rarity = getMinimumObtainableRarity(hero.lowestRarities),
  hasFace = true,
  t,
}: {
  hero: HeroListRow
  owned: boolean
  href: string
  /** In a tile grid: -1 unless the tile holds the grid's Tab stop. */
  tabIndex?: number
  tileIndex?: number
  /** The frame's rarity when the list knows better (the shop's). */
  rarity?: number | null
  hasFace?: boolean
  t: Translate
}) {
  return (
    <Link
      to={href}
      preventScrollReset
      className={styles.tile}
      title={`${hero.name}: ${hero.title}`}
      tabIndex={tabIndex}
      data-tile-index={tileIndex}
    >
      <Face hero={hero} rarity={rarity} hasFace={hasFace}>
        <TileMark owned={owned} />
      </Face>
      <span className={styles.name}>
        {hero.abbreviatedName}
        <span className={VISUALLY_HIDDEN}>{details(hero, rarity, owned, t)}</span>
      </span>
    </Link>
  )
})
