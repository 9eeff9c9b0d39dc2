import { lazy, Suspense, useRef, useState } from 'react'
import { type Translate, useTranslate } from '#app/i18n/i18n.tsx'
import { downloadBlob } from '#app/lib/download.ts'
import {
  exportFileName,
  MAX_FILE_BYTES,
  type PersistedDefinition,
  type PersistProblem,
  type PersistResult,
} from '#app/storage/browser-saves.ts'
import { usePersistedState, useSavesNotice } from '#app/storage/use-persisted-state.ts'
import { Alert } from './alert.tsx'
import { Button } from './button.tsx'
import { DownloadIcon } from './icons/download.tsx'
import { RestartAltIcon } from './icons/restart-alt.tsx'
import { SaveIcon } from './icons/save.tsx'
import { UploadIcon } from './icons/upload.tsx'
import { LoadingBar } from './loading-bar.tsx'
import styles from './saves.module.css'

const loadSavesDialogs = () => import('./saves-dialogs.tsx')
const SavesDialog = lazy(() =>
  loadSavesDialogs().then((module) => ({ default: module.SavesDialog })),
)
const ConfirmDialog = lazy(() =>
  loadSavesDialogs().then((module) => ({ default: module.ConfirmDialog })),
)

/** The sentence that says why data, a save or a file cannot be used. */
export function describeProblem(t: Translate, problem: PersistProblem): string {
  switch (problem.code) {
    case 'not-json':
      return t('saves.problem.notJson')
    case 'not-an-envelope':
      return t('saves.problem.notAnEnvelope')
    case 'other-page':
      return t('saves.problem.otherPage', { page: problem.page })
    case 'newer-version':
      return t('saves.problem.newerVersion', { version: problem.version })
    case 'migration-failed':
      return t('saves.problem.migrationFailed', { version: problem.version })
    case 'invalid':
      // valibot reports a missing key as received "undefined"
      return problem.received === 'undefined'
        ? t('saves.problem.missing', { path: problem.path })
        : t('saves.problem.invalid', {
            path: problem.path || '/',
            expected: problem.expected ?? '?',
            received: problem.received,
          })
    case 'too-large':
      return t('saves.problem.tooLarge', { limit: problem.limit / 1_000_000 })
    case 'storage-refused':
      return t('saves.problem.storageRefused')
    case 'no-such-save':
      return t('saves.problem.noSuchSave')
    case 'invalid-name':
      return t('saves.problem.invalidName')
  }
}

function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'application/json' }))
}

type Status = { readonly severity: 'success' | 'warning' | 'error'; readonly text: string }

/**
 * A page's saves: named saves, download and upload as a JSON file, reset with confirmation,
 * and the notices (data in this browser only, data set aside, storage refused). Drop it in
 * any page that keeps data through `usePersistedState(definition)`.
 */
export function SavesToolbar<Data>({ definition }: { definition: PersistedDefinition<Data> }) {
  const t = useTranslate()
  const { saves, quarantine, persistent, store } = usePersistedState(definition)
  const notice = useSavesNotice()
  const [status, setStatus] = useState<Status | null>(null)
  const [savesOpen, setSavesOpen] = useState(false)
  const [resetOpen, setResetOpen] = useState(false)
  // Mounted from the first open on, so that a dialog can close with its transition.
  const [hasDialogsLoaded, setDialogsLoaded] = useState(false)
  const openSaves = () => {
    setDialogsLoaded(true)
    setSavesOpen(true)
  }
  const openReset = () => {
    setDialogsLoaded(true)
    setResetOpen(true)
  }
  const fileInput = useRef<HTMLInputElement>(null)
  const latestProblem = quarantine.at(-1)?.problem ?? { code: 'not-json' }

  const report = (result: PersistResult, success: string) =>
    setStatus(
      result.ok
        ? { severity: 'success', text: success }
        : {
            severity: 'error',
            text: t('saves.status.failed', { reason: describeProblem(t, result.problem) }),
          },
    )
  // Loaded data may hold a part its page refuses (a damaged plan): said with the load.
  const reportLoaded = (success: string) => {
    const refused = definition.findRefusedParts?.(store.getSnapshot().data) ?? []
    setStatus(
      refused.length === 0
        ? { severity: 'success', text: success }
        : {
            severity: 'warning',
            text: [
              success,
              ...refused.map((each) =>
                t('saves.status.partRefused', {
                  part: t(`saves.parts.${each.part}`),
                  reason: describeProblem(t, each.problem),
                }),
              ),
            ].join(' '),
          },
    )
  }

  const upload = async (file: File) => {
    const refuse = (problem: PersistProblem) =>
      setStatus({
        severity: 'error',
        text: t('saves.status.uploadRefused', {
          file: file.name,
          reason: describeProblem(t, problem),
        }),
      })
    if (file.size > MAX_FILE_BYTES) {
      refuse({ code: 'too-large', limit: MAX_FILE_BYTES })
      return
    }
    const result = store.importText(await file.text())
    if (result.ok) reportLoaded(t('saves.status.uploaded', { file: file.name }))
    else refuse(result.problem)
  }

  return (
    <section aria-label={t('saves.region')} className={styles.toolbar}>
      {!notice.seen && (
        <Alert
          severity="info"
          role="note"
          className={styles.notice}
          action={
            <Button color="inherit" size="small" onClick={notice.dismiss}>
              {t('saves.noticeDismiss')}
            </Button>
          }
        >
          {t('saves.notice')}
        </Alert>
      )}
      {quarantine.length > 0 && (
        <Alert severity="warning">
          {t('saves.quarantine', {
            reason: describeProblem(t, latestProblem),
          })}
          <div className={styles.quarantineButtons}>
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() =>
                downloadText(
                  exportFileName({ name: `${definition.name}-set-aside` }, new Date()),
                  store.quarantineText(),
                )
              }
            >
              {t('saves.quarantineDownload')}
            </Button>
            <Button
              size="small"
              color="inherit"
              onClick={() => report(store.discardQuarantine(), t('saves.status.quarantineDeleted'))}
            >
              {t('saves.quarantineDiscard')}
            </Button>
          </div>
        </Alert>
      )}
      {!persistent && <Alert severity="error">{t('saves.notPersistent')}</Alert>}
      <div className={styles.buttons}>
        <Button
          variant="outlined"
          startIcon={<SaveIcon />}
          onClick={openSaves}
          // The dialogs' code is fetched as soon as the player heads for a button that opens one.
          onPointerEnter={loadSavesDialogs}
          onFocus={loadSavesDialogs}
        >
          {t('saves.savesButton', { count: saves.length })}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadText(exportFileName(definition, new Date()), store.exportText())}
        >
          {t('saves.download')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={() => fileInput.current?.click()}
        >
          {t('saves.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="saves-upload"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            // Cleared so that choosing the same file again is seen as a new choice.
            event.currentTarget.value = ''
            if (file) void upload(file)
          }}
        />
        <Button
          variant="outlined"
          color="error"
          startIcon={<RestartAltIcon />}
          onClick={openReset}
          onPointerEnter={loadSavesDialogs}
          onFocus={loadSavesDialogs}
        >
          {t('saves.reset')}
        </Button>
      </div>
      {status && !savesOpen && <StatusAlert status={status} onClose={() => setStatus(null)} />}
      {hasDialogsLoaded ? (
        <Suspense fallback={<LoadingBar />}>
          <SavesDialog
            // Only while open: a closing dialog must not repeat the message shown below the buttons.
            status={
              savesOpen && status && <StatusAlert status={status} onClose={() => setStatus(null)} />
            }
            open={savesOpen}
            onClose={() => setSavesOpen(false)}
            saves={saves}
            t={t}
            onSaveAs={(name) => {
              const result = store.saveAs(name)
              report(result, t('saves.status.saved', { name: name.trim() }))
              return result.ok
            }}
            onLoad={(save) => {
              const result = store.loadSave(save.id)
              if (result.ok) reportLoaded(t('saves.status.loaded', { name: save.name }))
              else report(result, '')
              setSavesOpen(false)
            }}
            onOverwrite={(save) =>
              report(
                store.overwriteSave(save.id),
                t('saves.status.overwritten', { name: save.name }),
              )
            }
            onRename={(save, name) =>
              report(
                store.renameSave(save.id, name),
                t('saves.status.renamed', { name: name.trim() }),
              )
            }
            onDelete={(save) =>
              report(store.deleteSave(save.id), t('saves.status.deleted', { name: save.name }))
            }
          />
          <ConfirmDialog
            open={resetOpen}
            title={t('saves.resetTitle')}
            confirm={t('saves.reset')}
            onCancel={() => setResetOpen(false)}
            onConfirm={() => {
              setResetOpen(false)
              report(store.reset(), t('saves.status.reset'))
            }}
            t={t}
          >
            {t('saves.resetText')}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </section>
  )
}

function StatusAlert({ status, onClose }: { status: Status; onClose: () => void }) {
  return (
    <Alert
      severity={status.severity}
      role={status.severity === 'success' ? 'status' : 'alert'}
      onClose={onClose}
    >
      {status.text}
    </Alert>
  )
}
