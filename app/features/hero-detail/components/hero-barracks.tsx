import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Chip } from '#app/components/ui/chip.tsx'
import {
  countHeroInBarracks,
  findOwnedFodder,
  type OwnedFodderData,
} from '#app/domain/barracks-fodder.ts'
import { addCopies, type Barracks, type HeroBuild } from '#app/domain/barracks-model.ts'
import type { SkillId } from '#app/domain/skill.ts'
import type { Rarity } from '#app/domain/stat.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { HeroDetailView } from '#app/payloads/dataset-payloads.ts'
import { COLLECTION_STORAGE, createEntryId } from '#app/storage/collection.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'
import styles from './hero-barracks.module.css'

type Added = {
  readonly build: HeroBuild
  readonly copies: number
  readonly isStored: boolean
}

/**
 * "Add to barracks" (issue 23 §2, one hero): one copy of this hero at the calculator's rarity,
 * merges and dragonflowers; a status line says it and how many copies the barracks now has.
 */
export function AddToBarracks({ view, build }: { view: HeroDetailView; build: HeroBuild }) {
  const t = useTranslate()
  const { set } = usePersistedState(COLLECTION_STORAGE)
  const [added, setAdded] = useState<Added | null>(null)
  const add = () => {
    let copies = 0
    const result = set((current) => {
      const barracks = addCopies(
        current.barracks,
        {
          heroId: view.hero.id,
          rarity: build.rarity,
          merges: build.merges,
          dragonflowers: build.dragonflowers,
          copies: 1,
          role: null,
          learnedSkillIds: [],
        },
        createEntryId(),
      )
      copies = countHeroInBarracks(barracks, view.hero.id).copies
      return { ...current, barracks }
    })
    setAdded({ build, copies, isStored: result.ok })
  }
  return (
    <div className={styles.add}>
      <Button variant="outlined" size="small" onClick={add}>
        {t('heroDetail.barracks.add')}
      </Button>
      {/* Always there, so that screen readers hear each change of it. */}
      <p role="status" className={styles.status}>
        {added
          ? `${t('heroDetail.barracks.added', {
              hero: view.hero.fullName,
              rarity: added.build.rarity,
              merges: added.build.merges,
              dragonflowers: added.build.dragonflowers,
              copies: added.copies,
            })}${added.isStored ? '' : ` ${t('heroDetail.barracks.notStored')}`}`
          : null}
      </p>
      {added ? (
        <Link to="/barracks" className={styles.link}>
          {t('heroDetail.barracks.open')}
        </Link>
      ) : null}
    </div>
  )
}

/** What the fodder tabs mark on a skill: this hero's copies give it, after a promotion, or kept. */
export type OwnedMark =
  | { readonly kind: 'ready' }
  | { readonly kind: 'promotion'; readonly rarity: Rarity }
  | { readonly kind: 'kept' }

export type OwnedFodderMarks = {
  readonly count: ReturnType<typeof countHeroInBarracks>
  readonly marks: ReadonlyMap<SkillId, OwnedMark>
}

/** The hero's kit as the barracks rules read it: one hero, its skills with no tree around. */
function toOwnedFodderData(view: HeroDetailView): OwnedFodderData {
  return {
    heroesById: new Map([[view.hero.id, view.hero]]),
    skillsById: new Map(
      view.fodderSkills.map(({ skill }) => [
        skill.id,
        { id: skill.id, isExclusive: skill.isExclusive, downgradeIds: [], upgradeIds: [] },
      ]),
    ),
    linksByHero: new Map([
      [view.hero.id, view.skills.map((link) => ({ ...link, heroId: view.hero.id }))],
    ]),
  }
}

function markSkills(view: HeroDetailView, barracks: Barracks): OwnedFodderMarks {
  const data = toOwnedFodderData(view)
  const marks = new Map<SkillId, OwnedMark>()
  for (const { skill } of view.fodderSkills) {
    const groups = findOwnedFodder(data, barracks, skill.id)
    const promoted = groups.needsPromotion[0]?.afterPromotion
    if (groups.ready.length > 0) marks.set(skill.id, { kind: 'ready' })
    else if (promoted) marks.set(skill.id, { kind: 'promotion', rarity: promoted.rarity })
    else if (groups.kept.length > 0) marks.set(skill.id, { kind: 'kept' })
  }
  return { count: countHeroInBarracks(barracks, view.hero.id), marks }
}

/** Which of the hero's skills the player's own copies and manuals of it give. */
export function useOwnedFodderMarks(view: HeroDetailView): OwnedFodderMarks {
  const { barracks } = usePersistedState(COLLECTION_STORAGE).data
  return useMemo(() => markSkills(view, barracks), [view, barracks])
}

/** Above a fodder tab's table: how much of this hero the barracks holds; nothing if none. */
export function OwnedFodderSummary({ owned }: { owned: OwnedFodderMarks }) {
  const t = useTranslate()
  const { copies, keptCopies, manuals } = owned.count
  if (copies + manuals === 0) return null
  return (
    <p className={styles.summary}>
      {t('fodder.owned.summary', { copies, kept: keptCopies, manuals })}
    </p>
  )
}

/** Beside a skill: the player's copies give it (a word, not a colour alone). */
export function OwnedFodderMark({ mark }: { mark: OwnedMark | undefined }) {
  const t = useTranslate()
  if (mark === undefined) return null
  switch (mark.kind) {
    case 'ready':
      return (
        <Chip size="small" colour="success" variant="outlined" label={t('fodder.owned.ready')} />
      )
    case 'promotion':
      return (
        <Chip
          size="small"
          colour="warning"
          variant="outlined"
          label={t('fodder.owned.promotion', { rarity: mark.rarity })}
        />
      )
    case 'kept':
      return <Chip size="small" variant="outlined" label={t('fodder.owned.kept')} />
    default: {
      const unknown: never = mark
      throw new Error(`Unknown mark ${JSON.stringify(unknown)}`)
    }
  }
}
