import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { memo, type ReactNode } from 'react'
import { Link } from 'react-router'
import { initialOf, PortraitImage } from '#app/components/ui/hero-portrait.tsx'
import { visuallyHidden } from '#app/components/ui/visually-hidden.ts'
import { getMinimumObtainableRarity } from '#app/domain/availability.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { getColour } from '#app/domain/weapon.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'

export const TILE_WIDTH = 76
export const TILE_HEIGHT = 92
const PORTRAIT_SIZE = 56
const FRAME_WIDTH = 3

/** Frame colours of the lowest rarity a hero comes at (1★ and 2★ share 3★'s). */
const RARITY_COLOURS = { 5: '#d4a017', 4: '#a7b0ba', 3: '#b0703c' } as const

// Plain elements styled once by class: a grid draws hundreds of tiles while scrolling.
export const HERO_TILE_SX = {
  '& .tile': {
    position: 'relative',
    width: TILE_WIDTH - 4,
    height: TILE_HEIGHT - 4,
    m: '2px',
    p: '4px 2px 0',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4px',
    border: 0,
    borderRadius: 1,
    bgcolor: 'transparent',
    color: 'text.primary',
    font: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  },
  // The frame, the drawn initial and the face in one element (the grid creates ~10 tiles per
  // scroll step): the face is clipped by its own corners, so the frame needs no clipping box.
  '& .tile-portrait': {
    position: 'relative',
    flexShrink: 0,
    width: PORTRAIT_SIZE + 2 * FRAME_WIDTH,
    height: PORTRAIT_SIZE + 2 * FRAME_WIDTH,
    border: `${FRAME_WIDTH}px solid`,
    borderColor: 'divider',
    borderRadius: 1.5,
    bgcolor: 'action.selected',
    color: 'text.secondary',
    fontSize: PORTRAIT_SIZE * 0.45,
    fontWeight: 700,
    lineHeight: `${PORTRAIT_SIZE}px`,
    textAlign: 'center',
    userSelect: 'none',
  },
  '& .tile-portrait > img': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    borderRadius: 0.75,
  },
  '& .tile-portrait > img[data-failed]': { display: 'none' },
  '& .tile-portrait[data-rarity="5"]': { borderColor: RARITY_COLOURS[5] },
  '& .tile-portrait[data-rarity="4"]': { borderColor: RARITY_COLOURS[4] },
  '& .tile-portrait[data-rarity="3"], & .tile-portrait[data-rarity="2"], & .tile-portrait[data-rarity="1"]':
    { borderColor: RARITY_COLOURS[3] },
  // Unowned heroes are silhouettes, as in the game's catalog: the drawn face goes dark, an
  // image black.
  '& .tile[aria-pressed="false"] .tile-portrait': {
    borderColor: 'grey.600',
    bgcolor: 'grey.900',
    color: 'grey.700',
  },
  '& .tile[aria-pressed="false"] .tile-portrait > img': { filter: 'brightness(0)' },
  '& .tile[aria-pressed="true"] .tile-portrait': { borderColor: 'success.main' },
  '& .tile-name': {
    width: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'center',
    fontSize: '0.72rem',
    lineHeight: 1.3,
  },
  // The weapon's colour as a dot on the frame's corner.
  '& .tile-portrait::after': {
    content: '""',
    position: 'absolute',
    left: -3,
    top: -3,
    width: 12,
    height: 12,
    borderRadius: '50%',
    border: '2px solid',
    borderColor: 'background.paper',
  },
  '& .tile-portrait[data-colour="red"]::after': { bgcolor: 'error.main' },
  '& .tile-portrait[data-colour="blue"]::after': { bgcolor: 'info.main' },
  '& .tile-portrait[data-colour="green"]::after': { bgcolor: 'success.main' },
  '& .tile-portrait[data-colour="colorless"]::after': { bgcolor: 'grey.500' },
  '& .visually-hidden': visuallyHidden,
  '& .tile-mark': {
    position: 'absolute',
    right: -6,
    bottom: -6,
    width: 20,
    height: 20,
    borderRadius: '50%',
    bgcolor: 'background.paper',
  },
  '& .tile-mark circle': { fill: 'currentColor' },
  '& .tile-mark path': {
    fill: 'none',
    stroke: (theme: Theme) => theme.vars?.palette.background.paper,
    strokeWidth: 2.2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  '& .tile-mark[data-owned="true"]': { color: 'success.main' },
  '& .tile-mark[data-owned="false"]': { color: 'text.disabled' },
} as const

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
    <svg className="tile-mark" data-owned={owned} viewBox="0 0 20 20" aria-hidden>
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
      className="tile-portrait"
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
export function Swatch({ sx }: { sx: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={[
        { display: 'inline-block', width: 12, height: 12, verticalAlign: 'middle' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  )
}

/** What the frames and marks of the hero tiles mean. */
export function TileLegend({ t }: { t: Translate }) {
  return (
    <Typography variant="body2" color="text.secondary" component="p">
      {([5, 4, 3] as const).map((rarity) => (
        <Box component="span" key={rarity} sx={{ whiteSpace: 'nowrap', mr: 1.5 }}>
          <Swatch
            sx={{
              mr: 0.5,
              border: '3px solid',
              borderRadius: 0.5,
              borderColor: RARITY_COLOURS[rarity],
            }}
          />
          {t('catalog.tile.rarity', { rarity })}
        </Box>
      ))}
      {t('catalog.tile.marks')}
    </Typography>
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
      className="tile"
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
      <span className="tile-name">
        {hero.abbreviatedName}
        <span className="visually-hidden">({hero.title})</span>
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
      className="tile"
      title={`${hero.name}: ${hero.title}`}
      tabIndex={tabIndex}
      data-tile-index={tileIndex}
    >
      <Face hero={hero} rarity={rarity} hasFace={hasFace}>
        <TileMark owned={owned} />
      </Face>
      <span className="tile-name">
        {hero.abbreviatedName}
        <span className="visually-hidden">{details(hero, rarity, owned, t)}</span>
      </span>
    </Link>
  )
})
