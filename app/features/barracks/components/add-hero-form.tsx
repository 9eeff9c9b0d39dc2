import { useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { HeroCombobox } from '#app/components/ui/hero-combobox.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import type { HeroId } from '#app/domain/hero.ts'
import { RARITIES, type Rarity } from '#app/domain/stat.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { BarracksHeroes } from '../barracks-heroes.ts'
import styles from './add-hero-form.module.css'

type Kind = 'copy' | 'manual'

/** Adds one hero (a 1–5★ copy or a combat manual) picked by name. */
export function AddHeroForm({
  heroes,
  onNeedHeroes,
  isLoadingHeroes,
  onAdd,
  t,
}: {
  /** Null until asked for: the picker's focus asks. */
  heroes: BarracksHeroes | null
  onNeedHeroes: (() => void) | undefined
  isLoadingHeroes: boolean
  onAdd: (heroId: HeroId, rarity: Rarity, kind: Kind) => void
  t: Translate
}) {
  const [heroId, setHeroId] = useState<HeroId | null>(null)
  const [rarity, setRarity] = useState<Rarity>(5)
  const [kind, setKind] = useState<Kind>('copy')
  const [added, setAdded] = useState<string | null>(null)
  const hero = heroes?.pickable.find((each) => each.id === heroId) ?? null
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        if (!hero) return
        onAdd(hero.id, rarity, kind)
        setAdded(t('barracks.addOne.added', { name: hero.fullName }))
        setHeroId(null)
      }}
    >
      <div className={styles.hero}>
        <HeroCombobox
          label={t('barracks.addOne.hero')}
          noMatchText={t('barracks.addOne.noMatch')}
          heroes={heroes?.pickable ?? []}
          isLoading={isLoadingHeroes}
          loadingText={t('barracks.addOne.loadingHeroes')}
          onFocus={onNeedHeroes}
          value={hero}
          onChange={(id) => {
            setHeroId(id)
            setAdded(null)
          }}
        />
      </div>
      <SelectField
        label={t('barracks.addOne.rarity')}
        value={String(rarity)}
        onChange={(value) => setRarity(Number(value) as Rarity)}
        options={RARITIES.map((each) => ({
          value: String(each),
          label: t('barracks.list.rarityValue', { rarity: each }),
        }))}
      />
      <SelectField
        label={t('barracks.addOne.kind')}
        value={kind}
        onChange={(value) => setKind(value === 'manual' ? 'manual' : 'copy')}
        options={[
          { value: 'copy', label: t('barracks.addOne.copy') },
          { value: 'manual', label: t('barracks.addOne.manual') },
        ]}
      />
      <Button type="submit" variant="contained" disabled={!hero}>
        {t('barracks.addOne.add')}
      </Button>
      <span role="status" className={styles.status}>
        {added}
      </span>
    </form>
  )
}
