import { HeroPortrait } from '#app/components/ui/hero-portrait.tsx'
import { IconButton } from '#app/components/ui/icon-button.tsx'
import { DeleteIcon } from '#app/components/ui/icons/delete.tsx'
import { type CombatManual, MAX_COPIES } from '#app/domain/barracks-model.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { Rarity } from '#app/domain/stat.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { type BarracksHeroes, heroName } from '../barracks-heroes.ts'
import list from './barracks-list.module.css'
import styles from './manuals-list.module.css'

/** The combat manuals, one line per hero and rarity, each count edited in place. */
export function ManualsList({
  manuals,
  heroes,
  onCount,
  t,
}: {
  manuals: readonly CombatManual[]
  heroes: BarracksHeroes
  onCount: (heroId: HeroId, rarity: Rarity, count: number) => void
  t: Translate
}) {
  if (manuals.length === 0) return <p className={styles.none}>{t('barracks.manuals.none')}</p>
  return (
    <ul className={styles.manuals}>
      {manuals.map((manual) => {
        const hero = heroes.byId.get(manual.heroId)
        const name = heroName(heroes, manual.heroId) ?? manual.heroId
        const label = { name, rarity: manual.rarity }
        return (
          <li key={`${manual.heroId} ${manual.rarity}`} className={styles.manual}>
            <span className={list.hero}>
              <HeroPortrait src={hero?.portrait ?? null} name={hero?.name ?? name} size={32} />
              <span className={list.name}>
                {name}
                <span className={list.title}>
                  {t('barracks.list.rarityValue', { rarity: manual.rarity })}
                </span>
              </span>
            </span>
            <input
              type="number"
              inputMode="numeric"
              aria-label={t('barracks.manuals.count', label)}
              className={list.control}
              min={1}
              max={MAX_COPIES}
              value={manual.count}
              onChange={(event) => {
                const count = Math.trunc(Number(event.target.value))
                if (event.target.value !== '' && count >= 1)
                  onCount(manual.heroId, manual.rarity, Math.min(MAX_COPIES, count))
              }}
            />
            <IconButton
              label={t('barracks.manuals.remove', label)}
              size="small"
              onClick={() => onCount(manual.heroId, manual.rarity, 0)}
            >
              <DeleteIcon />
            </IconButton>
          </li>
        )
      })}
    </ul>
  )
}
