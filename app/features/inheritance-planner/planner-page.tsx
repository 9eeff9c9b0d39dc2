import { Suspense, use, useCallback, useDeferredValue, useMemo } from 'react'
import { Link, useLocation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { LoadingStatus } from '#app/components/ui/loading-status.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { PayloadBoundary } from '#app/components/ui/payload-boundary.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { describeProblem, SavesToolbar } from '#app/components/ui/saves-toolbar.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { type Barracks, countBarracks } from '#app/domain/barracks-model.ts'
import { listSpentCopies } from '#app/domain/given-copies.ts'
import type { HeroId } from '#app/domain/hero.ts'
import { type PayloadDemand, usePayloadOnDemand } from '#app/hooks/use-payload-on-demand.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { BARRACKS_LINK_KEY, loadBarracksLinkCodec } from '#app/storage/barracks-link-key.ts'
import { COLLECTION_STORAGE, createEntryId } from '#app/storage/collection.ts'
import type { SavedPlan } from '#app/storage/saved-plan.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'
import { AppliedPlanNote, ApplyPlan } from './components/apply-plan.tsx'
import { DonorSettings } from './components/donor-settings.tsx'
import { PlanView } from './components/plan-view.tsx'
import { SharePlan } from './components/share-plan.tsx'
import { TargetList } from './components/target-list.tsx'
import { buildPlanRequest } from './plan-inputs.ts'
import { setTick } from './plan-ticks.ts'
import { fingerprintBarracks } from './plan-undo.ts'
import styles from './planner-page.module.css'
import type { PlannerPageData } from './planner-page-data.ts'
import { EMPTY_PLANNER_PAYLOAD, plannerHeroNumbers, readPlannerPayload } from './planner-payload.ts'
import type { PlannerPayload } from './planner-payload-decode.ts'
import { isPlannerDataNeeded } from './planner-search.ts'
import { PLANNER_STORAGE } from './planner-storage.ts'
import { type KeptPlan, useKeptPlan } from './use-kept-plan.ts'
import { usePlanSolver } from './use-plan-solver.ts'
import { usePlannerSearch } from './use-planner-search.ts'

/** /inheritance-planner: which of the player's heroes to feed to whom (issue 24). */
export function PlannerPage({ page }: { page: PlannerPageData }) {
  const t = useTranslate()
  const { hash } = useLocation()
  const [search] = usePlannerSearch()
  // Not loaded with a bare page: asked for by the hero picker's focus, or at once by a URL that
  // comes to name heroes (a link, back) or a shared barracks, which only the data can read.
  const demand = usePayloadOnDemand(
    page.peelerUrl,
    readPlannerPayload,
    page.planner === null && (isPlannerDataNeeded(search) || readSharedText(hash) !== null),
  )
  return (
    <div className={styles.page}>
      <PageHeader routeName="inheritance-planner" />
      <div className={styles.content}>
        <SavesToolbar definition={COLLECTION_STORAGE} />
        <p className={styles.intro}>{t('inheritancePlanner.intro')}</p>
        {page.planner?.status === 'failed' ? (
          <PayloadFailure />
        ) : page.planner === undefined && isPlannerDataNeeded(search) ? (
          <LoadingStatus>{t('inheritancePlanner.loading')}</LoadingStatus>
        ) : (
          // A bare page is drawn whole on the server too: nothing moves on hydration. The
          // picker's focus asks in a transition: the page stays drawn while the data comes.
          <Suspense fallback={<LoadingStatus>{t('inheritancePlanner.loading')}</LoadingStatus>}>
            <PayloadBoundary onRetry={demand.ask}>
              <PlannerReader page={page} demand={demand} />
            </PayloadBoundary>
          </Suspense>
        )}
      </div>
    </div>
  )
}

/** The planner with its data: the route's, the one asked for on demand, or none yet. */
function PlannerReader({
  page,
  demand,
}: {
  page: PlannerPageData
  demand: PayloadDemand<PlannerPayload>
}) {
  const loaded = page.planner?.status === 'ready' ? page.planner.data : null
  const asked = loaded === null && demand.promise !== null ? use(demand.promise) : null
  const payload = loaded ?? asked
  return (
    <Planner
      payload={payload ?? EMPTY_PLANNER_PAYLOAD}
      peelerUrl={page.peelerUrl}
      dataDemand={payload === null ? { isLoading: demand.isPending, ask: demand.ask } : null}
    />
  )
}

type LinkCodec = Awaited<ReturnType<typeof loadBarracksLinkCodec>>

type SharedState =
  | { readonly kind: 'none' }
  | { readonly kind: 'barracks'; readonly barracks: Barracks }
  | { readonly kind: 'damaged' | 'otherVersion' }

/** The shared barracks in a link's fragment (`#barracks=…`), or null. */
function readSharedText(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(BARRACKS_LINK_KEY)
}

/** The barracks a link's fragment holds, decoded with this data's heroes. */
function readShared(
  text: string | null,
  payload: PlannerPayload,
  codec: LinkCodec | null,
): SharedState {
  if (text === null || codec === null || payload === EMPTY_PLANNER_PAYLOAD) return { kind: 'none' }
  const decoded = codec.decodeBarracksLink(
    text,
    plannerHeroNumbers(payload),
    (index) => `shared-${index}`,
  )
  if (decoded.ok) return { kind: 'barracks', barracks: decoded.barracks }
  return { kind: decoded.problem.code === 'damaged' ? 'damaged' : 'otherVersion' }
}

/** The data's load while the bare page has none: the hero picker asks for it. */
type DataDemand = { readonly isLoading: boolean; readonly ask: () => void }

function Planner({
  payload,
  peelerUrl,
  dataDemand,
}: {
  payload: PlannerPayload
  peelerUrl: string
  dataDemand: DataDemand | null
}) {
  const t = useTranslate()
  const { hash } = useLocation()
  const [search, setSearch] = usePlannerSearch()
  // The controls show a change in the tick's own task; the plan (its request, the worker's
  // message, the dimmed plan) and the stored copy follow in a background render, a task later:
  // both at once made the tick one task over 50 ms at 4× CPU (issue 24).
  const planSearch = useDeferredValue(search)
  const collection = usePersistedState(COLLECTION_STORAGE)
  const stored = usePersistedState(PLANNER_STORAGE)
  // Read once per fragment, not on each redraw: 1,000 shared copies are ~4 kB to parse.
  const sharedText = useMemo(() => readSharedText(hash), [hash])
  const keptPlan = useKeptPlan({
    search: planSearch,
    isEnabled: sharedText === null,
    onRestore: (plan) => setSearch((current) => ({ ...current, ...plan }), { replace: true }),
  })
  // The link's codec loads only for a page opened from a shared link.
  const codec = sharedText === null ? null : use(loadBarracksLinkCodec())
  const shared = useMemo(() => readShared(sharedText, payload, codec), [sharedText, payload, codec])
  const own = collection.data.barracks
  const barracks = shared.kind === 'barracks' ? shared.barracks : own
  const isShared = shared.kind === 'barracks'
  const spentCopies = useMemo(
    () => (isShared ? new Map<string, number>() : listSpentCopies(own, stored.data.given)),
    [isShared, own, stored.data.given],
  )
  const { request } = useMemo(
    () => buildPlanRequest({ search: planSearch, barracks, spentCopies }),
    [planSearch, barracks, spentCopies],
  )
  // The notes go with the targets drawn, so from the search itself.
  const { notes: allNotes } = useMemo(
    () => buildPlanRequest({ search, barracks, spentCopies }),
    [search, barracks, spentCopies],
  )
  // The same notes keep their identity while only pools or keeps change: the targets do not redraw.
  const notesKey = JSON.stringify(allNotes)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the notes' text is their identity.
  const notes = useMemo(() => allNotes, [notesKey])
  const hasWants = request.targets.some((target) => target.wants.length > 0)
  const solver = usePlanSolver(peelerUrl, hasWants ? request : null)
  const keep = useCallback(
    (heroId: HeroId) =>
      setSearch((current) =>
        current.keep.includes(heroId) ? current : { ...current, keep: [...current.keep, heroId] },
      ),
    [setSearch],
  )
  const storedSet = stored.set
  const tick = useCallback(
    (stepKey: string, isDone: boolean) =>
      storedSet((current) => ({ ...current, done: setTick(current.done, stepKey, isDone) })),
    [storedSet],
  )
  const applied = stored.data.applied
  // Offered only while the barracks is the one the plan left: never undoes a later change.
  const isAppliedCurrent = useMemo(
    () => applied !== null && fingerprintBarracks(own) === applied.after,
    [applied, own],
  )
  const counts = countBarracks(barracks)
  const result = solver.state.status === 'done' ? solver.state.result : null
  // Only a plan of the player's own barracks, with steps, can be applied.
  const plan = result?.ok && result.plan.steps.length > 0 && !isShared ? result : null
  return (
    <div className={styles.columns}>
      <div className={styles.targets}>
        <Section title={t('inheritancePlanner.targets.title')}>
          <KeptPlanNotes
            keptPlan={keptPlan}
            onBack={(kept) => {
              keptPlan.dismissReplaced()
              setSearch((current) => ({ ...current, ...kept }))
            }}
          />
          <TargetList
            payload={payload}
            dataDemand={dataDemand}
            barracks={barracks}
            targets={search.targets}
            pendingWants={search.pendingWants}
            notes={notes}
            onChange={setSearch}
          />
        </Section>
      </div>
      <div className={styles.donors}>
        <Section title={t('inheritancePlanner.donors.title')}>
          <BarracksNote
            shared={shared}
            copies={counts.copies}
            manuals={counts.manuals}
            isEmpty={counts.copies + counts.manuals === 0}
          />
          <DonorSettings data={payload.data} search={search} onChange={setSearch} />
        </Section>
      </div>
      <div className={styles.plan}>
        <Section title={t('inheritancePlanner.plan.title')}>
          <PlanView
            data={payload.data}
            state={solver.state}
            onRetry={solver.retry}
            onKeep={keep}
            done={stored.data.done}
            onTick={tick}
          />
          {/* Nothing to apply or share before a hero is picked. */}
          {search.targets.length > 0 ? (
            <div className={styles.actions}>
              <ApplyPlan
                isShared={isShared}
                canApply={plan !== null}
                onApply={async () => {
                  if (plan === null) return
                  // Loaded with the data (the want rules): no download at this point.
                  const { applyPlan } = await import('#app/domain/inheritance-plan.ts')
                  const next = applyPlan({
                    barracks: own,
                    problem: plan.problem,
                    plan: plan.plan,
                    given: stored.data.given,
                    makeId: createEntryId,
                  })
                  collection.set((current) => ({ ...current, barracks: next.barracks }))
                  stored.set((current) => ({
                    ...current,
                    given: next.given,
                    applied: {
                      appliedAt: new Date().toISOString(),
                      copies: plan.plan.totals.copiesUsed,
                      manuals: plan.plan.totals.manualsUsed,
                      before: { barracks: own, given: current.given },
                      after: fingerprintBarracks(next.barracks),
                    },
                  }))
                }}
              />
              <SharePlan barracks={barracks} numbers={plannerHeroNumbers(payload)} />
            </div>
          ) : null}
          {isShared ? null : (
            <AppliedPlanNote
              applied={applied}
              isCurrent={isAppliedCurrent}
              onUndo={() => {
                if (applied === null) return
                collection.set((current) => ({ ...current, barracks: applied.before.barracks }))
                stored.set((current) => ({
                  ...current,
                  given: applied.before.given,
                  applied: null,
                }))
              }}
              onForget={() => stored.set((current) => ({ ...current, applied: null }))}
            />
          )}
        </Section>
      </div>
    </div>
  )
}

/** The plan kept with the barracks: damaged (said, left as it is), or replaced by a link's. */
function KeptPlanNotes({
  keptPlan,
  onBack,
}: {
  keptPlan: KeptPlan
  onBack: (plan: SavedPlan) => void
}) {
  const t = useTranslate()
  const { refused, replaced } = keptPlan
  return (
    <>
      {refused === null ? null : (
        <Alert severity="warning" role="alert">
          {t('inheritancePlanner.kept.refused', { reason: describeProblem(t, refused) })}
        </Alert>
      )}
      {replaced === null ? null : (
        <Alert
          severity="info"
          role="note"
          onClose={keptPlan.dismissReplaced}
          action={
            <Button color="inherit" size="small" onClick={() => onBack(replaced)}>
              {t('inheritancePlanner.kept.back')}
            </Button>
          }
        >
          {t('inheritancePlanner.kept.replaced', { count: replaced.targets.length })}
        </Alert>
      )}
    </>
  )
}

function BarracksNote({
  shared,
  copies,
  manuals,
  isEmpty,
}: {
  shared: SharedState
  copies: number
  manuals: number
  isEmpty: boolean
}) {
  const t = useTranslate()
  const params = { copies: formatCount(copies), manuals: formatCount(manuals) }
  return (
    <>
      {shared.kind === 'damaged' || shared.kind === 'otherVersion' ? (
        <Alert severity="warning" role="alert">
          {t(
            shared.kind === 'damaged'
              ? 'inheritancePlanner.donors.sharedDamaged'
              : 'inheritancePlanner.donors.sharedOtherVersion',
          )}
        </Alert>
      ) : null}
      {shared.kind === 'barracks' ? (
        <Alert severity="info" role="note">
          {t('inheritancePlanner.donors.shared', params)}
        </Alert>
      ) : isEmpty ? (
        <p className={styles.note}>
          {t('inheritancePlanner.donors.emptyBarracks')}{' '}
          <Link to="/barracks">{t('inheritancePlanner.donors.barracksLink')}</Link>
        </p>
      ) : (
        <p className={styles.note}>{t('inheritancePlanner.donors.ownCounts', params)}</p>
      )}
    </>
  )
}
