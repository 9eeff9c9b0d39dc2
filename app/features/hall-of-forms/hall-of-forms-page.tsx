import { useMemo, useRef } from 'react'
import { LoadingStatus } from '#app/components/ui/loading-status.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { PlanBuildLink } from '#app/components/ui/plan-build-link.tsx'
import { SavesToolbar } from '#app/components/ui/saves-toolbar.tsx'
import { TeamGrid } from '#app/components/ui/team-grid.tsx'
import type { PastHall } from '#app/domain/hall-of-forms.ts'
import { compileSearchQuery } from '#app/domain/search.ts'
import { type Hall, listSkillOptions } from '#app/domain/skill-options.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PayloadState } from '#app/payloads/payload-cache.ts'
import type { PlannerData, PlannerSource } from '#app/payloads/planner-data.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'
import { FormaHeroCard, formaHeroHeadingId } from './components/forma-hero-card.tsx'
import { HallSettings } from './components/hall-settings.tsx'
import { SkillBrowser } from './components/skill-browser.tsx'
import styles from './hall-of-forms-page.module.css'
import { fillWithPastHall, replaceHero, setKitSkill } from './hall-of-forms-plan.ts'
import { HALL_OF_FORMS_STORAGE } from './hall-of-forms-storage.ts'
import { toHallPlanHref } from './hall-plan-link.ts'
import { useHallOfFormsSearch } from './use-hall-of-forms-search.ts'

/**
 * What the route sends: where the heroes and skills are and the past halls, then, in the
 * browser, the heroes and skills themselves (absent while the page hydrates).
 */
export type HallOfFormsPageData = {
  readonly source: PlannerSource
  readonly halls: readonly PastHall[]
  readonly planner?: PayloadState<PlannerData>
}

/** /events/hall-of-forms: four Forma heroes, each slot chosen under the chamber's rules. */
export function HallOfFormsPage({ page }: { page: HallOfFormsPageData }) {
  const t = useTranslate()
  const { data: plan, set } = usePersistedState(HALL_OF_FORMS_STORAGE)
  const planner = page.planner?.status === 'ready' ? page.planner.data : null
  const { search, update } = useHallOfFormsSearch()
  const browserHeadingRef = useRef<HTMLHeadingElement>(null)
  const hallVersion = plan.version ?? planner?.newestVersion ?? null
  const hall = useMemo<Hall | null>(
    () => (hallVersion === null ? null : { chamber: plan.chamber, version: hallVersion }),
    [plan.chamber, hallVersion],
  )
  const active = plan.heroes[search.heroIndex]
  const activeHero =
    active?.heroId == null ? null : (planner?.heroesById.get(active.heroId) ?? null)
  const slotOptions = useMemo(
    () =>
      planner && activeHero
        ? listSkillOptions(planner.skills, { hero: activeHero, slot: search.slot, hall })
        : null,
    [planner, activeHero, search.slot, hall],
  )
  const compiled = compileSearchQuery(search.query, { mode: 'text', accents: {} })
  const options =
    slotOptions && compiled.ok
      ? slotOptions.filter((skill) => compiled.pattern.test(skill.name))
      : slotOptions
  const activeLabel = activeHero
    ? t('hallOfForms.browser.heroName', { number: search.heroIndex + 1, name: activeHero.fullName })
    : null
  return (
    <div className={styles.page}>
      <PageHeader routeName="events-hall-of-forms" />
      <div className={styles.content}>
        <SavesToolbar definition={HALL_OF_FORMS_STORAGE} />
        {page.planner?.status === 'failed' ? (
          <PayloadFailure />
        ) : (
          planner === null && <LoadingStatus>{t('hallOfForms.loading')}</LoadingStatus>
        )}
        <HallSettings
          chamber={plan.chamber}
          version={plan.version}
          newestVersion={planner?.newestVersion ?? null}
          halls={page.halls}
          heroesById={planner?.heroesById ?? null}
          onChamberChange={(chamber) => set((current) => ({ ...current, chamber }))}
          onVersionChange={(version) => set((current) => ({ ...current, version }))}
          onUseHall={(pastHall) => set((current) => fillWithPastHall(current, pastHall))}
        />
        <TeamGrid>
          {plan.heroes.map((entry, position) => (
            <FormaHeroCard
              // The four positions never move.
              // biome-ignore lint/suspicious/noArrayIndexKey: a card is its position
              key={position}
              position={position}
              entry={entry}
              planner={planner}
              hall={hall}
              isActive={position === search.heroIndex}
              onHeroChange={(heroId) => {
                if (!planner) return
                const hero = heroId === null ? null : (planner.heroesById.get(heroId) ?? null)
                set((current) => replaceHero(current, position, hero, planner.skillsById))
                if (hero) update({ heroIndex: position })
              }}
              onChooseSlot={(slot) => {
                update({ heroIndex: position, slot })
                browserHeadingRef.current?.focus()
              }}
              onUnequip={(slot) => set((current) => setKitSkill(current, position, slot, null))}
            />
          ))}
        </TeamGrid>
        <PlanBuildLink href={toHallPlanHref(plan)} className={styles.planLink}>
          {t('hallOfForms.plan')}
        </PlanBuildLink>
        <SkillBrowser
          heading={activeLabel}
          headingRef={browserHeadingRef}
          slot={search.slot}
          query={search.query}
          options={options}
          equippedId={active?.kit[search.slot] ?? null}
          onSlotChange={(slot) => update({ slot })}
          onQueryChange={(query) => update({ query }, { replace: true })}
          onBack={() => document.getElementById(formaHeroHeadingId(search.heroIndex))?.focus()}
          onEquip={(skill) =>
            set((current) => setKitSkill(current, search.heroIndex, search.slot, skill.id))
          }
        />
        <span className={styles.credit}>{t('hallOfForms.credit')}</span>
      </div>
    </div>
  )
}
