import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useCallback, useMemo } from 'react'
import { Combobox } from '#app/components/ui/combobox.tsx'
import { sortByType } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { type AccentTable, formatHeroLabel } from '#app/domain/search.ts'
import { useHeroHref } from '#app/hooks/use-hero-href.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { matchQuery } from '../option-filter.ts'
import { HERO_TILE_SX, HeroLinkTile } from './hero-tile.tsx'

const idOf = (hero: HeroListRow) => hero.id

/** The player's own banner: heroes added one by one, kept with the catalog (unlike the reference). */
export function CustomBanner({
  heroes,
  heroIds,
  onAdd,
  onRemove,
  heroesById,
  owned,
  accents,
  t,
}: {
  heroes: readonly HeroListRow[]
  heroIds: readonly HeroId[]
  onAdd: (heroId: HeroId) => void
  onRemove: (heroId: HeroId) => void
  heroesById: ReadonlyMap<HeroId, HeroListRow>
  owned: ReadonlySet<HeroId>
  accents: AccentTable
  t: Translate
}) {
  const hrefOf = useHeroHref()
  const chosen = useMemo(
    () => sortByType(heroIds.flatMap((id) => heroesById.get(id) ?? [])),
    [heroIds, heroesById],
  )
  const offered = useMemo(() => {
    const taken = new Set(heroIds)
    return heroes.filter((hero) => !taken.has(hero.id))
  }, [heroes, heroIds])
  const createMatcher = useCallback(
    (query: string) =>
      matchQuery(
        query,
        (hero: HeroListRow) => [hero.name, hero.title, hero.abbreviatedName, formatHeroLabel(hero)],
        accents,
      ),
    [accents],
  )
  return (
    <>
      <Combobox
        label={t('catalog.custom.add')}
        options={offered}
        // Emptied after each pick, so that the next hero can be typed at once.
        value={null}
        onChange={(hero) => {
          if (hero) onAdd(hero.id)
        }}
        getOptionLabel={formatHeroLabel}
        getOptionKey={idOf}
        createMatcher={createMatcher}
        size="medium"
        noMatchText={t('catalog.custom.noMatch')}
        helperText={t('catalog.custom.addHelp')}
      />
      {chosen.length === 0 ? (
        <Typography color="text.secondary">{t('catalog.custom.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('catalog.custom.label')}
          sx={[HERO_TILE_SX, { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap' }]}
        >
          {chosen.map((hero) => (
            <Box component="li" key={hero.id} sx={{ position: 'relative' }}>
              <HeroLinkTile hero={hero} owned={owned.has(hero.id)} href={hrefOf(hero.id)} t={t} />
              <IconButton
                size="small"
                aria-label={t('catalog.custom.remove', { name: `${hero.name}: ${hero.title}` })}
                onClick={() => onRemove(hero.id)}
                sx={{
                  position: 'absolute',
                  top: -6,
                  right: -4,
                  p: 0.25,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon sx={{ fontSize: 16 }} />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </>
  )
}
