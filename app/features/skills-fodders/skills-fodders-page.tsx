import { lazy, Suspense, use, useId, useMemo } from 'react'
import { Alert } from '#app/components/ui/alert.tsx'
import { LoadingBar } from '#app/components/ui/loading-bar.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadBoundary } from '#app/components/ui/payload-boundary.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { TabList } from '#app/components/ui/tab-list.tsx'
import { ToggleChoice } from '#app/components/ui/toggle-button.tsx'
import type { HeroId } from '#app/domain/hero.ts'
import {
  type DonorOrder,
  listGivenSkills,
  type PeelerHero,
  type PeelerSkill,
  peelSkill,
} from '#app/domain/peeler.ts'
import { sortByText } from '#app/domain/search.ts'
import { type PayloadDemand, usePayloadOnDemand } from '#app/hooks/use-payload-on-demand.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PayloadState } from '#app/payloads/payload-cache.ts'
import { BarracksSwitch } from './components/barracks-switch.tsx'
import { CostOrder } from './components/cost-order.tsx'
import { HeroPicker, SkillPicker } from './components/pickers.tsx'
import { type DecodedPeeler, decodePeelerPayload, decodePeelerRows } from './peeler-payload.ts'
import {
  isPeelerNeeded,
  MAX_SKILLS,
  type PeelerSearch,
  type PeelerView,
  toPeelerParams,
} from './peeler-search.ts'
import { type PeelerSlice, peelerSliceKey } from './peeler-slice.ts'
import styles from './skills-fodders-page.module.css'
import { usePeelerSearch } from './use-peeler-search.ts'

// The results' tables come after the data: their code is not part of the page's first load.
const SkillPeelCard = lazy(() =>
  import('./components/skill-peel-card.tsx').then((module) => ({ default: module.SkillPeelCard })),
)
const GivenSkills = lazy(() =>
  import('./components/given-skills.tsx').then((module) => ({ default: module.GivenSkills })),
)
// The player's own fodder: its code and the barracks load only when the switch is on.
const OwnedFodderSection = lazy(() =>
  import('./components/owned-fodder.tsx').then((module) => ({
    default: module.OwnedFodderSection,
  })),
)

type Lists = {
  readonly skills: readonly PeelerSkill[]
  readonly heroes: readonly PeelerHero[]
  readonly skillsByName: ReadonlyMap<string, PeelerSkill>
}

const NO_LISTS: Lists = { skills: [], heroes: [], skillsByName: new Map() }

function toLists(peeler: DecodedPeeler | null): Lists {
  if (peeler === null) return NO_LISTS
  const skills = sortByText(peeler.data.skillsById.values(), (skill) => skill.name)
  const skillsByName = new Map<string, PeelerSkill>()
  // Two skills may share a name (a sword and a tome): the first keeps it.
  for (const skill of skills) if (!skillsByName.has(skill.name)) skillsByName.set(skill.name, skill)
  return { skills, heroes: [...peeler.data.heroesById.values()], skillsByName }
}

/**
 * What the route sends: where the peeler payload is, then, in the browser, the payload itself
 * when the URL named skills or a hero (null: a picker's focus asks for it; absent while the
 * page hydrates).
 */
export type SkillsFoddersPageData = {
  readonly peelerUrl: string
  /** The rows the URL's views need, from the server (null when it named nothing). */
  readonly peelerSlice: PeelerSlice | null
  readonly peeler?: PayloadState<DecodedPeeler> | null
}

type PeelerProps = {
  readonly page: SkillsFoddersPageData
  /** The server's rows decoded, while the URL still asks what they were cut for. */
  readonly slice: DecodedPeeler | null
  readonly demand: PayloadDemand<DecodedPeeler>
  readonly search: PeelerSearch
  readonly update: (change: Partial<PeelerSearch>) => void
}

/**
 * The peeler (issue 6): pick skills and see who gives them, cheapest first, with the ways to
 * inherit each tier; or pick a hero and see what it gives when peeled.
 */
export function SkillsFoddersPage({ page }: { page: SkillsFoddersPageData }) {
  const t = useTranslate()
  const tabsId = useId()
  const { search, update } = usePeelerSearch()
  // Not loaded with the page: asked for by a picker's focus, or by a URL that comes to name
  // skills or a hero (a link, back) after the page was loaded.
  const decodedSlice = useMemo(
    () => page.peelerSlice && decodePeelerRows(page.peelerSlice.rows),
    [page.peelerSlice],
  )
  const slice = page.peelerSlice?.key === peelerSliceKey(search) ? decodedSlice : null
  const demand = usePayloadOnDemand(
    page.peelerUrl,
    decodePeelerPayload,
    page.peeler === null && isPeelerNeeded(search) && slice === null,
  )
  const props: PeelerProps = { page, slice, demand, search, update }
  return (
    <div className={styles.page}>
      <PageHeader routeName="skills-fodders" />
      <div className={styles.body}>
        <TabList
          label={t('skillsFodders.views')}
          value={search.view}
          options={(['donors', 'gives'] as const).map((view) => ({
            value: view,
            label: t(view === 'donors' ? 'skillsFodders.viewDonors' : 'skillsFodders.viewGives'),
            id: `${tabsId}-${view}`,
            controls: `${tabsId}-panel`,
          }))}
          onChange={(view: PeelerView) => update({ view })}
          isFullWidth
          className={styles.tabs}
        />
        <div
          role="tabpanel"
          id={`${tabsId}-panel`}
          aria-labelledby={`${tabsId}-${search.view}`}
          className={styles.panel}
        >
          {page.peeler?.status === 'failed' ? <PayloadFailure /> : null}
          {/* A picker's focus asks in a transition: the views stay drawn while the data comes. */}
          <Suspense fallback={<PeelerViews {...props} peeler={props.slice} />}>
            <PayloadBoundary onRetry={demand.ask}>
              <PeelerReader {...props} />
            </PayloadBoundary>
          </Suspense>
        </div>
      </div>
    </div>
  )
}

/** The peeler's data: the clientLoader's, the payload a picker asked for, or the server's rows. */
function PeelerReader(props: PeelerProps) {
  const { page, slice, demand } = props
  const peeler =
    page.peeler?.status === 'ready'
      ? page.peeler.data
      : page.peeler?.status !== 'failed' && demand.promise !== null
        ? use(demand.promise)
        : slice
  return <PeelerViews {...props} peeler={peeler} />
}

function PeelerViews({
  page,
  demand,
  search,
  update,
  peeler,
}: PeelerProps & { readonly peeler: DecodedPeeler | null }) {
  const lists = useMemo(() => toLists(peeler), [peeler])
  const heroOf = (id: string | null): PeelerHero | null =>
    id === null ? null : (peeler?.data.heroesById.get(id as HeroId) ?? null)
  // Once the clientLoader has loaded the payload (or said its failure, with PayloadFailure's
  // retry), a picker's focus asks for nothing; before, the URL's skills or hero are loading.
  const isWaiting = page.peeler === undefined || page.peeler === null
  const common = {
    isLoading: demand.isPending || (peeler === null && isWaiting && isPeelerNeeded(search)),
    onNeedData: isWaiting ? demand.ask : undefined,
  }
  return search.view === 'donors' ? (
    <DonorsView
      search={search}
      update={update}
      lists={lists}
      peeler={peeler}
      target={heroOf(search.targetId)}
      common={common}
    />
  ) : (
    <GivesView
      search={search}
      update={update}
      lists={lists}
      peeler={peeler}
      hero={heroOf(search.peelId)}
      common={common}
    />
  )
}

type ViewProps = {
  readonly search: PeelerSearch
  readonly update: (change: Partial<PeelerSearch>) => void
  readonly lists: Lists
  readonly peeler: DecodedPeeler | null
  readonly common: { readonly isLoading: boolean; readonly onNeedData: (() => void) | undefined }
}

function DonorsView({
  search,
  update,
  lists,
  peeler,
  target,
  common,
}: ViewProps & { readonly target: PeelerHero | null }) {
  const t = useTranslate()
  const picked = useMemo(
    () => search.names.flatMap((name) => lists.skillsByName.get(name) ?? []),
    [search.names, lists],
  )
  const unknown = peeler ? search.names.filter((name) => !lists.skillsByName.has(name)) : []
  const peels = useMemo(
    () =>
      peeler
        ? picked.flatMap(
            (skill) =>
              peelSkill(peeler.data, skill.id, { order: search.order, targetId: target?.id }) ?? [],
          )
        : [],
    [peeler, picked, search.order, target],
  )
  return (
    <>
      <div className={styles.pickers}>
        <SkillPicker
          {...common}
          skills={lists.skills}
          texts={peeler?.searchTexts.skills ?? new Map()}
          value={picked}
          onChange={(skills) =>
            update({ names: skills.slice(0, MAX_SKILLS).map((skill) => skill.name) })
          }
        />
        <HeroPicker
          {...common}
          label={t('skillsFodders.targetPicker')}
          heroes={lists.heroes}
          texts={peeler?.searchTexts.heroes ?? new Map()}
          value={target}
          onChange={(hero) => update({ targetId: hero?.id ?? null })}
        />
      </div>
      <div className={styles.order}>
        <ToggleChoice<DonorOrder>
          label={t('skillsFodders.sortLabel')}
          options={[
            { value: 'cost', label: t('skillsFodders.sortByCost') },
            { value: 'name', label: t('skillsFodders.sortByName') },
          ]}
          value={search.order}
          onChange={(order) => update({ order })}
        />
      </div>
      <BarracksSwitch
        isOn={search.isBarracksShown}
        onChange={(isBarracksShown) => update({ isBarracksShown })}
      />
      <CostOrder />
      {unknown.map((name) => (
        <Alert severity="warning" key={name}>
          {t('skillsFodders.unknownSkill', { name })}
        </Alert>
      ))}
      {search.names.length === 0 ? (
        <p className={styles.hint}>{t('skillsFodders.pickSkill')}</p>
      ) : peeler === null ? (
        common.isLoading && (
          <p role="status" className={styles.text}>
            {t('skillsFodders.loading')}
          </p>
        )
      ) : (
        <Suspense fallback={<LoadingBar />}>
          {peels.map((peel) => (
            <SkillPeelCard
              key={peel.skill.id}
              peel={peel}
              target={target}
              owned={
                search.isBarracksShown ? (
                  <Suspense fallback={null}>
                    <OwnedFodderSection data={peeler.data} skill={peel.skill} />
                  </Suspense>
                ) : null
              }
            />
          ))}
        </Suspense>
      )}
    </>
  )
}

function GivesView({
  search,
  update,
  lists,
  peeler,
  hero,
  common,
}: ViewProps & { readonly hero: PeelerHero | null }) {
  const t = useTranslate()
  const given = useMemo(
    () => (peeler && hero ? listGivenSkills(peeler.data, hero.id) : []),
    [peeler, hero],
  )
  const donorsHref = (skillName: string) =>
    `?${toPeelerParams({ ...search, view: 'donors', names: [skillName], peelId: null }).toString()}`
  return (
    <>
      <div className={styles.peelPicker}>
        <HeroPicker
          {...common}
          label={t('skillsFodders.peelPicker')}
          heroes={lists.heroes}
          texts={peeler?.searchTexts.heroes ?? new Map()}
          value={hero}
          onChange={(next) => update({ peelId: next?.id ?? null })}
        />
      </div>
      <p className={styles.help}>{t('skillsFodders.givesHelp')}</p>
      {search.peelId === null ? (
        <p className={styles.hint}>{t('skillsFodders.pickHero')}</p>
      ) : peeler === null ? (
        common.isLoading && (
          <p role="status" className={styles.text}>
            {t('skillsFodders.loading')}
          </p>
        )
      ) : hero === null ? (
        <Alert severity="warning">{t('skillsFodders.unknownHero')}</Alert>
      ) : (
        <section aria-label={t('skillsFodders.givesTitle')}>
          <h2 className={styles.givesHeading}>
            {t('skillsFodders.givesHeading', { hero: hero.fullName })}
          </h2>
          <Suspense fallback={<LoadingBar />}>
            <GivenSkills given={given} donorsHref={donorsHref} />
          </Suspense>
        </section>
      )}
    </>
  )
}
