import CloseIcon from '@mui/icons-material/Close'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { sortByType } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { type AccentTable, formatHeroLabel } from '#app/domain/search.ts'
import type { HeroListRow } from '#app/lib/dataset-payloads.ts'
import type { Translate } from '#app/lib/i18n.tsx'
import { useHeroHref } from '#app/lib/use-hero-href.ts'
import { filterByQuery } from '../option-filter.ts'
import { HERO_TILE_SX, HeroLinkTile } from './hero-tile.tsx'

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
  // Emptied after each pick, so that the next hero can be typed at once.
  const [input, setInput] = useState('')
  const chosen = useMemo(
    () => sortByType(heroIds.flatMap((id) => heroesById.get(id) ?? [])),
    [heroIds, heroesById],
  )
  const offered = useMemo(() => {
    const taken = new Set(heroIds)
    return heroes.filter((hero) => !taken.has(hero.id))
  }, [heroes, heroIds])
  return (
    <>
      <Autocomplete
        options={offered as HeroListRow[]}
        value={null}
        inputValue={input}
        onInputChange={(_, next, reason) => setInput(reason === 'reset' ? '' : next)}
        onChange={(_, hero) => {
          if (hero) onAdd(hero.id)
          setInput('')
        }}
        getOptionLabel={(hero) => formatHeroLabel(hero)}
        getOptionKey={(hero) => hero.id}
        filterOptions={(options, { inputValue }) =>
          filterByQuery(
            options,
            inputValue,
            (hero) => [hero.name, hero.title, hero.abbreviatedName, formatHeroLabel(hero)],
            accents,
          )
        }
        noOptionsText={t('catalog.custom.noMatch')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('catalog.custom.add')}
            helperText={t('catalog.custom.addHelp')}
          />
        )}
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
