import { type ReactNode, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { CheckField } from '#app/components/ui/check-field.tsx'
import { AddIcon } from '#app/components/ui/icons/add.tsx'
import { LoadingBar } from '#app/components/ui/loading-bar.tsx'
import { LoadingStatus } from '#app/components/ui/loading-status.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { PayloadFailure } from '#app/components/ui/payload-failure.tsx'
import { SavesToolbar } from '#app/components/ui/saves-toolbar.tsx'
import { type ListEnd, suggestEnclosureLevel } from '#app/domain/binding-worlds.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import type { PayloadState } from '#app/payloads/payload-cache.ts'
import type { PlannerData, PlannerSource } from '#app/payloads/planner-data.ts'
import { usePersistedState } from '#app/storage/use-persisted-state.ts'
import styles from './binding-worlds-page.module.css'
import { BINDING_WORLDS_STORAGE, type Candidate } from './binding-worlds-storage.ts'
import { type CandidateDraft, newDraft } from './candidate-form.ts'
import { CandidateCard } from './components/candidate-card.tsx'
import {
  LazyCandidateEditor,
  LazyDeleteDialog,
  loadCandidateEditor,
} from './components/lazy-candidate-parts.ts'

/** What the route sends: where the heroes and skills are, then (in the browser) them. */
export type BindingWorldsPageData = {
  readonly source: PlannerSource
  readonly planner?: PayloadState<PlannerData>
}

/** What is being edited: a new candidate at one end of the list, or an existing one. */
type Editing =
  | { readonly kind: 'new'; readonly end: ListEnd; readonly draft: CandidateDraft }
  | { readonly kind: 'existing'; readonly id: string }

/** `?all=1` shows the candidates the player hid (reference §2.10 "Show All"). */
const SHOW_ALL_KEY = 'all'

function createId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
}

/** /events/binding-worlds: the heroes the player may redeem, by enclosure level. */
export function BindingWorldsPage({ page }: { page: BindingWorldsPageData }) {
  const t = useTranslate()
  const { data, set } = usePersistedState(BINDING_WORLDS_STORAGE)
  const planner = page.planner?.status === 'ready' ? page.planner.data : null
  const [params, setParams] = useSearchParams()
  const isShowingAll = params.get(SHOW_ALL_KEY) === '1'
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<Candidate | null>(null)
  // Mounted from the first open on, so that the dialog can close with its transition.
  const [hasDeleteDialogLoaded, setDeleteDialogLoaded] = useState(false)
  const candidates = data.candidates
  const hiddenCount = candidates.filter((candidate) => candidate.hidingReason !== null).length
  const shown = candidates.filter(
    (candidate) =>
      isShowingAll ||
      candidate.hidingReason === null ||
      (editing?.kind === 'existing' && editing.id === candidate.id),
  )
  const startAdding = (end: ListEnd) =>
    setEditing({
      kind: 'new',
      end,
      draft: newDraft(
        createId(),
        suggestEnclosureLevel(
          candidates.map((candidate) => candidate.enclosureLevel),
          end,
        ),
      ),
    })
  const save = (candidate: Candidate) => {
    set((current) => {
      if (editing?.kind === 'new') {
        return {
          candidates:
            editing.end === 'top'
              ? [candidate, ...current.candidates]
              : [...current.candidates, candidate],
        }
      }
      return {
        candidates: current.candidates.map((entry) =>
          entry.id === candidate.id ? candidate : entry,
        ),
      }
    })
    setEditing(null)
  }
  const setShowingAll = (isOn: boolean) => {
    const next = new URLSearchParams(params)
    if (isOn) next.set(SHOW_ALL_KEY, '1')
    else next.delete(SHOW_ALL_KEY)
    setParams(next, { preventScrollReset: true })
  }
  const newEditor = (end: ListEnd) =>
    editing?.kind === 'new' && editing.end === end && planner ? (
      <EditorCard>
        <LazyCandidateEditor
          title={t(
            end === 'top' ? 'bindingWorlds.form.addTopTitle' : 'bindingWorlds.form.addBottomTitle',
          )}
          draft={editing.draft}
          planner={planner}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      </EditorCard>
    ) : null
  return (
    <div className={styles.page}>
      <PageHeader routeName="events-binding-worlds" />
      <div className={styles.content}>
        <SavesToolbar definition={BINDING_WORLDS_STORAGE} />
        {page.planner?.status === 'failed' ? (
          <PayloadFailure />
        ) : (
          planner === null && <LoadingStatus>{t('bindingWorlds.loading')}</LoadingStatus>
        )}
        <div className={styles.topBar}>
          <AddButton
            label={t('bindingWorlds.addTop')}
            planner={planner}
            onAdd={() => startAdding('top')}
          />
          {(hiddenCount > 0 || isShowingAll) && (
            <CheckField
              look="switch"
              checked={isShowingAll}
              onChange={setShowingAll}
              label={t('bindingWorlds.showAll', { count: hiddenCount })}
            />
          )}
        </div>
        {newEditor('top')}
        {candidates.length === 0 && editing === null && (
          <p className={styles.empty}>{t('bindingWorlds.empty')}</p>
        )}
        {shown.length > 0 && planner && (
          <ol aria-label={t('bindingWorlds.listLabel')} className={styles.list}>
            {shown.map((candidate) => (
              <li key={candidate.id}>
                {editing?.kind === 'existing' && editing.id === candidate.id ? (
                  <EditorCard>
                    <LazyCandidateEditor
                      title={t('bindingWorlds.form.editTitle')}
                      draft={candidate}
                      planner={planner}
                      onSave={save}
                      onCancel={() => setEditing(null)}
                    />
                  </EditorCard>
                ) : (
                  <CandidateCard
                    candidate={candidate}
                    planner={planner}
                    onEdit={() => setEditing({ kind: 'existing', id: candidate.id })}
                    onDelete={() => {
                      setDeleteDialogLoaded(true)
                      setDeleting(candidate)
                    }}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
        {!isShowingAll && hiddenCount > 0 && (
          <p className={styles.note}>{t('bindingWorlds.hiddenNote', { count: hiddenCount })}</p>
        )}
        {newEditor('bottom')}
        {candidates.length > 0 && (
          <AddButton
            label={t('bindingWorlds.addBottom')}
            planner={planner}
            onAdd={() => startAdding('bottom')}
          />
        )}
        <span className={styles.credit}>{t('bindingWorlds.credit')}</span>
      </div>
      {hasDeleteDialogLoaded ? (
        <Suspense fallback={<LoadingBar />}>
          <LazyDeleteDialog
            candidate={deleting}
            planner={planner}
            onCancel={() => setDeleting(null)}
            onConfirm={(candidate) => {
              set((current) => ({
                candidates: current.candidates.filter((entry) => entry.id !== candidate.id),
              }))
              setDeleting(null)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

function EditorCard({ children }: { children: ReactNode }) {
  return (
    <Panel component="div" className={styles.editor}>
      <Suspense fallback={<LoadingBar />}>{children}</Suspense>
    </Panel>
  )
}

function AddButton({
  label,
  planner,
  onAdd,
}: {
  label: string
  planner: PlannerData | null
  onAdd: () => void
}) {
  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      disabled={planner === null}
      onClick={onAdd}
      // The form's code is fetched as soon as the player heads for the button.
      onPointerEnter={loadCandidateEditor}
      onFocus={loadCandidateEditor}
      className={styles.addButton}
    >
      {label}
    </Button>
  )
}
