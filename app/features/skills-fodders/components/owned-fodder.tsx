import { useId, useMemo, useSyncExternalStore } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Chip } from '#app/components/ui/chip.tsx'
import { findOwnedFodder, type GivenTier, type OwnedFodder } from '#app/domain/barracks-fodder.ts'
import { countBarracks } from '#app/domain/barracks-model.ts'
import type { PeelerData, PeelerSkill } from '#app/domain/peeler.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { OPENED_IN_PAGE, toHeroSearch } from '#app/lib/detail-links.ts'
import { COLLECTION_STORAGE } from '#app/storage/collection.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'
import styles from './owned-fodder.module.css'

// Loaded only when the "my barracks" switch is on: the page's first load stays without it.

const subscribeToNothing = () => () => {
  // Nothing to stop listening to: whether the barracks was read never changes back.
}

/**
 * The server and the hydrating browser know only the empty barracks: until the stored one is
 * read, say nothing of it rather than "empty" for a moment.
 */
function useIsBarracksRead(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/** Beside the switch: the barracks is empty (with the way to fill it), or what it holds. */
export function BarracksNote({ help }: { help: string }) {
  const t = useTranslate()
  const { barracks } = usePersistedState(COLLECTION_STORAGE).data
  if (!useIsBarracksRead()) return help
  const { copies, manuals } = countBarracks(barracks)
  if (copies + manuals === 0) {
    return (
      <>
        {t('skillsFodders.barracks.empty')}{' '}
        <Link to="/barracks" className={styles.link}>
          {t('skillsFodders.barracks.emptyLink')}
        </Link>
      </>
    )
  }
  return t('skillsFodders.barracks.summary', { copies, manuals })
}

/** One copy or manual: who, at what rarity, and what it gives if not the skill itself. */
function FodderItem({ fodder, data }: { fodder: OwnedFodder; data: PeelerData }) {
  const t = useTranslate()
  const [params] = useSearchParams()
  const nameOf = (tier: GivenTier) => data.skillsById.get(tier.skillId)?.name ?? tier.skillId
  const facts = [
    t('skillsFodders.barracks.rarity', { rarity: fodder.rarity }),
    ...(fodder.merges > 0 ? [t('skillsFodders.barracks.merges', { merges: fodder.merges })] : []),
    ...(fodder.count > 1 ? [t('skillsFodders.barracks.copies', { count: fodder.count })] : []),
    ...(fodder.origin === 'manual' ? [t('skillsFodders.barracks.manual')] : []),
  ]
  const isLearned = fodder.givesNow?.isLearned || fodder.afterPromotion?.isLearned
  const hasMarks = isLearned || fodder.afterPromotion !== null || fodder.isNotUsedUp
  return (
    <li className={styles.item}>
      <Link
        to={toHeroSearch(params, fodder.hero)}
        state={OPENED_IN_PAGE}
        preventScrollReset
        className={styles.link}
      >
        {fodder.hero.fullName}
      </Link>{' '}
      <span className={styles.facts}>{facts.join(' · ')}</span>
      {fodder.givesNow?.isLowerTier ? (
        <span className={styles.facts}>
          {' '}
          {t('skillsFodders.barracks.lowerTier', { skill: nameOf(fodder.givesNow) })}
        </span>
      ) : null}
      {hasMarks ? (
        <>
          {' '}
          <span className={styles.marks}>
            {isLearned ? (
              <Chip size="small" variant="outlined" label={t('skillsFodders.barracks.learned')} />
            ) : null}
            {fodder.afterPromotion ? (
              <Chip
                size="small"
                colour="warning"
                variant="outlined"
                label={t('skillsFodders.barracks.promoteFor', {
                  rarity: fodder.afterPromotion.rarity,
                  skill: nameOf(fodder.afterPromotion),
                })}
              />
            ) : null}
            {fodder.isNotUsedUp ? (
              <Chip
                size="small"
                colour="success"
                variant="outlined"
                label={t('skillsFodders.notUsedUp')}
              />
            ) : null}
          </span>
        </>
      ) : null}
    </li>
  )
}

function FodderGroup({
  title,
  fodder,
  data,
}: {
  title: string
  fodder: readonly OwnedFodder[]
  data: PeelerData
}) {
  const headingId = useId()
  if (fodder.length === 0) return null
  return (
    <div>
      <h4 id={headingId} className={styles.groupTitle}>
        {title}
      </h4>
      <ul aria-labelledby={headingId} className={styles.list}>
        {fodder.map((each) => (
          <FodderItem
            key={each.entryId ?? `manual-${each.hero.id}-${each.rarity}`}
            fodder={each}
            data={data}
          />
        ))}
      </ul>
    </div>
  )
}

/**
 * In a picked skill's card: the player's copies and manuals that give it or a lower tier now,
 * those that need a promotion first, and those marked keep, apart (issue 23 §5).
 */
export function OwnedFodderSection({ data, skill }: { data: PeelerData; skill: PeelerSkill }) {
  const t = useTranslate()
  const { barracks } = usePersistedState(COLLECTION_STORAGE).data
  const isRead = useIsBarracksRead()
  const groups = useMemo(() => findOwnedFodder(data, barracks, skill.id), [data, barracks, skill])
  const { copies, manuals } = countBarracks(barracks)
  // An empty barracks is said once, beside the switch.
  if (!isRead || copies + manuals === 0) return null
  const isNone = groups.ready.length + groups.needsPromotion.length + groups.kept.length === 0
  return (
    <div className={styles.section}>
      <h3 className={styles.title}>{t('skillsFodders.barracks.title')}</h3>
      {isNone ? (
        <p className={styles.none}>{t('skillsFodders.barracks.none', { skill: skill.name })}</p>
      ) : null}
      <FodderGroup
        title={t('skillsFodders.barracks.ready', { count: groups.ready.length })}
        fodder={groups.ready}
        data={data}
      />
      <FodderGroup
        title={t('skillsFodders.barracks.needsPromotion', { count: groups.needsPromotion.length })}
        fodder={groups.needsPromotion}
        data={data}
      />
      <FodderGroup
        title={t('skillsFodders.barracks.kept', { count: groups.kept.length })}
        fodder={groups.kept}
        data={data}
      />
    </div>
  )
}
