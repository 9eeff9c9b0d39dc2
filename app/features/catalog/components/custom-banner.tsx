import { useCallback, useMemo } from 'react'
import { HeroLinkTile } from '#app/components/hero-tiles/hero-tile.tsx'
import { Combobox } from '#app/components/ui/combobox.tsx'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { CloseIcon } from '#app/components/ui/icons/close.tsx'
import { sortByType } from '#app/domain/catalog.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { type AccentTable, formatHeroLabel } from '#app/domain/search.ts'
import { useHeroHref } from '#app/hooks/use-hero-href.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { HeroListRow } from '#app/payloads/dataset-payloads.ts'
import { matchQuery } from '../option-filter.ts'
import styles from './custom-banner.module.css'

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
        <p className={styles.empty}>{t('catalog.custom.empty')}</p>
      ) : (
        <ul aria-label={t('catalog.custom.label')} className={styles.heroes}>
          {chosen.map((hero) => (
            <li key={hero.id} className={styles.hero}>
              <HeroLinkTile hero={hero} owned={owned.has(hero.id)} href={hrefOf(hero)} t={t} />
              <IconButton
                size="small"
                label={t('catalog.custom.remove', { name: `${hero.name}: ${hero.title}` })}
                onClick={() => onRemove(hero.id)}
                className={styles.remove}
              >
                <CloseIcon className={styles.removeIcon} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
