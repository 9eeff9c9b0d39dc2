import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import type { Banner } from '#app/domain/banner.ts'
import { sortByType } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { AccentTable } from '#app/domain/search.ts'
import type { HeroListRow } from '#app/lib/dataset-payloads.ts'
import type { Translate } from '#app/lib/i18n.tsx'
import { filterByQuery } from '../option-filter.ts'
import { HeroLinkGrid } from './hero-link-grid.tsx'
import { TileLegend } from './hero-tile.tsx'

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
  return (
    <>
      <Autocomplete
        options={banners as Banner[]}
        value={banner}
        onChange={(_, next) => onSelect(next?.name ?? null)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        filterOptions={(options, { inputValue }) =>
          filterByQuery(options, inputValue, (option) => [option.name], accents)
        }
        noOptionsText={t('catalog.banners.noMatch')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('catalog.banners.search')}
            helperText={t('catalog.banners.searchHelp', {
              count: banners.length.toLocaleString('en'),
            })}
          />
        )}
      />
      {selected === null ? (
        <Typography color="text.secondary">{t('catalog.banners.none')}</Typography>
      ) : banner === null ? (
        <Typography color="text.secondary">
          {t('catalog.banners.unknown', { name: selected })}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {t('catalog.banners.owned', {
              owned: focus.filter((hero) => owned.has(hero.id)).length,
              total: focus.length,
            })}
          </Typography>
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
