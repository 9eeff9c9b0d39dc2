import { useMemo } from 'react'
import { Combobox } from '#app/components/ui/combobox.tsx'
import type { HeroId } from '#app/domain/hero.ts'
import { useSearchEntries } from '#app/hooks/use-search-entries.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { SearchEntry } from '#app/payloads/dataset-payloads.ts'

type HeroPickerProps = {
  readonly label: string
  readonly searchUrl: string
  readonly onPick: (heroId: HeroId) => void
}

const labelOf = (entry: SearchEntry) => entry.label
const idOf = (entry: SearchEntry) => entry.id

/**
 * A name field with suggestions over every hero, loaded when it first gets focus; picking
 * one, or typing or pasting a whole name, puts the hero in the slot.
 */
export function HeroPicker({ label, searchUrl, onPick }: HeroPickerProps) {
  const t = useTranslate()
  const { state, load } = useSearchEntries(searchUrl)
  const heroes = useMemo(
    () => (state.entries ?? []).filter((entry) => entry.kind === 'hero'),
    [state.entries],
  )
  return (
    <Combobox
      label={label}
      options={heroes}
      // The slot takes the hero: the box empties.
      value={null}
      onChange={(hero) => {
        if (hero) onPick(hero.id as HeroId)
      }}
      getOptionLabel={labelOf}
      getOptionKey={idOf}
      picksExactText
      noMatchText={t('scoreCalc.noHero')}
      isLoading={state.status === 'loading'}
      loadingText={t('search.loading')}
      onFocus={load}
      helperText={
        state.status === 'failed'
          ? t('search.failed')
          : state.status === 'loading'
            ? t('search.loading')
            : t('scoreCalc.pickHint')
      }
    />
  )
}
