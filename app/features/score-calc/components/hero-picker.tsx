import { Suspense, use, useMemo } from 'react'
import { Combobox } from '#app/components/ui/combobox.tsx'
import { PayloadBoundary } from '#app/components/ui/payload-boundary.tsx'
import type { HeroId } from '#app/domain/hero.ts'
import { type PayloadDemand, usePayloadOnDemand } from '#app/hooks/use-payload-on-demand.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { SearchEntry } from '#app/payloads/dataset-payloads.ts'
import { decodeSearchEntries, type SearchEntries } from '#app/payloads/search-entries.ts'

type HeroPickerProps = {
  readonly label: string
  readonly searchUrl: string
  readonly onPick: (heroId: HeroId) => void
}

type HeroBoxProps = Omit<HeroPickerProps, 'searchUrl'> & {
  readonly demand: PayloadDemand<SearchEntries>
}

const labelOf = (entry: SearchEntry) => entry.label
const idOf = (entry: SearchEntry) => entry.id

/**
 * A name field with suggestions over every hero, loaded (the search payload) when it first
 * gets focus; picking one, or typing or pasting a whole name, puts the hero in the slot.
 */
export function HeroPicker({ searchUrl, ...props }: HeroPickerProps) {
  const demand = usePayloadOnDemand(searchUrl, decodeSearchEntries)
  return (
    // The focus asks in a transition: the box stays drawn, and keeps what is typed, meanwhile.
    <Suspense fallback={<HeroBox {...props} demand={demand} search={null} />}>
      <PayloadBoundary onRetry={demand.ask}>
        <HeroBoxReader {...props} demand={demand} />
      </PayloadBoundary>
    </Suspense>
  )
}

function HeroBoxReader(props: HeroBoxProps) {
  const search = props.demand.promise === null ? null : use(props.demand.promise)
  return <HeroBox {...props} search={search} />
}

function HeroBox({
  label,
  onPick,
  demand,
  search,
}: HeroBoxProps & { readonly search: SearchEntries | null }) {
  const t = useTranslate()
  const heroes = useMemo(
    () => (search?.entries ?? []).filter((entry) => entry.kind === 'hero'),
    [search],
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
      isLoading={demand.isPending}
      loadingText={t('search.loading')}
      onFocus={search === null ? demand.ask : undefined}
      helperText={demand.isPending ? t('search.loading') : t('scoreCalc.pickHint')}
    />
  )
}
