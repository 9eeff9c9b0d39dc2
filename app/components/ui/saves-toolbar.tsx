import DeleteIcon from '@mui/icons-material/Delete'
import DownloadIcon from '@mui/icons-material/Download'
import EditIcon from '@mui/icons-material/Edit'
import FolderOpenIcon from '@mui/icons-material/FolderOpen'
import RestartAltIcon from '@mui/icons-material/RestartAlt'
import SaveIcon from '@mui/icons-material/Save'
import UploadIcon from '@mui/icons-material/Upload'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import {
  exportFileName,
  MAX_FILE_BYTES,
  MAX_SAVE_NAME_LENGTH,
  type PersistedDefinition,
  type PersistProblem,
  type PersistResult,
  type SaveEntry,
} from '#app/lib/browser-saves.ts'
import { type Translate, useTranslate } from '#app/lib/i18n.tsx'
import { usePersistedState, useSavesNotice } from '#app/lib/use-persisted-state.ts'
import { TextField } from './text-field.tsx'

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
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/** The spec's default message of a save name that does not pass, or null. */
function nameError(t: Translate, name: string): string | null {
  if (name.trim() === '') return t('validation.required')
  if (name.trim().length > MAX_SAVE_NAME_LENGTH) {
    return t('validation.maxLength', { 0: MAX_SAVE_NAME_LENGTH })
  }
  return null
}

type Status = { readonly severity: 'success' | 'error'; readonly text: string }

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
    if (result.ok)
      setStatus({ severity: 'success', text: t('saves.status.uploaded', { file: file.name }) })
    else refuse(result.problem)
  }

  return (
    <Box component="section" aria-label={t('saves.region')} sx={{ display: 'grid', gap: 1 }}>
      {!notice.seen && (
        <Alert
          severity="info"
          role="note"
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
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
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
          </Box>
        </Alert>
      )}
      {!persistent && <Alert severity="error">{t('saves.notPersistent')}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<SaveIcon />} onClick={() => setSavesOpen(true)}>
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
          onClick={() => setResetOpen(true)}
        >
          {t('saves.reset')}
        </Button>
      </Box>
      {status && !savesOpen && <StatusAlert status={status} onClose={() => setStatus(null)} />}
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
          report(store.loadSave(save.id), t('saves.status.loaded', { name: save.name }))
          setSavesOpen(false)
        }}
        onOverwrite={(save) =>
          report(store.overwriteSave(save.id), t('saves.status.overwritten', { name: save.name }))
        }
        onRename={(save, name) =>
          report(store.renameSave(save.id, name), t('saves.status.renamed', { name: name.trim() }))
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
    </Box>
  )
}

function StatusAlert({ status, onClose }: { status: Status; onClose: () => void }) {
  return (
    <Alert
      severity={status.severity}
      role={status.severity === 'error' ? 'alert' : 'status'}
      onClose={onClose}
    >
      {status.text}
    </Alert>
  )
}

function ConfirmDialog({
  open,
  title,
  confirm,
  onCancel,
  onConfirm,
  children,
  t,
}: {
  open: boolean
  title: string
  confirm: string
  onCancel: () => void
  onConfirm: () => void
  children: ReactNode
  t: Translate
}) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('saves.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** A name field with the spec's messages, shown once the player has tried to submit. */
function NameForm({
  label,
  submit,
  initial = '',
  onSubmit,
  onCancel,
  t,
}: {
  label: string
  submit: string
  initial?: string
  /** True when the name was taken: the field empties. */
  onSubmit: (name: string) => boolean
  onCancel?: () => void
  t: Translate
}) {
  const [name, setName] = useState(initial)
  const [tried, setTried] = useState(false)
  const error = tried ? nameError(t, name) : null
  const handle = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (nameError(t, name) !== null) return
    if (onSubmit(name)) {
      setName('')
      setTried(false)
    }
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handle}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        label={label}
        value={name}
        autoFocus={initial !== ''}
        onChange={(event) => setName(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: MAX_SAVE_NAME_LENGTH + 1 } }}
        sx={{ flex: '1 1 12rem' }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
        {submit}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} sx={{ mt: 0.25 }}>
          {t('saves.cancel')}
        </Button>
      )}
    </Box>
  )
}

function IconAction({
  label,
  icon,
  onClick,
}: {
  label: string
  icon: ReactNode
  onClick: () => void
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  )
}

function SavesDialog({
  status,
  open,
  onClose,
  saves,
  onSaveAs,
  onLoad,
  onOverwrite,
  onRename,
  onDelete,
  t,
}: {
  /** The outcome of the last action, shown in the dialog while it is open. */
  status: ReactNode
  open: boolean
  onClose: () => void
  saves: readonly SaveEntry[]
  onSaveAs: (name: string) => boolean
  onLoad: (save: SaveEntry) => void
  onOverwrite: (save: SaveEntry) => void
  onRename: (save: SaveEntry, name: string) => void
  onDelete: (save: SaveEntry) => void
  t: Translate
}) {
  const titleId = useId()
  const [renaming, setRenaming] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<SaveEntry | null>(null)
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('saves.dialogTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        {status}
        <Box sx={{ pt: 1 }}>
          <NameForm
            label={t('saves.saveAsLabel')}
            submit={t('saves.saveAs')}
            onSubmit={onSaveAs}
            t={t}
          />
        </Box>
        {saves.length === 0 ? (
          <Typography color="text.secondary">{t('saves.noSaves')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t('saves.dialogTitle')}>
            {saves.map((save) =>
              renaming === save.id ? (
                <ListItem key={save.id} disableGutters>
                  <NameForm
                    label={t('saves.renameField', { name: save.name })}
                    submit={t('saves.rename')}
                    initial={save.name}
                    onSubmit={(name) => {
                      onRename(save, name)
                      setRenaming(null)
                      return true
                    }}
                    onCancel={() => setRenaming(null)}
                    t={t}
                  />
                </ListItem>
              ) : (
                <ListItem key={save.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                  <ListItemText
                    primary={save.name}
                    secondary={
                      save.savedAt
                        ? t('saves.savedAt', { date: dateFormat.format(new Date(save.savedAt)) })
                        : t('saves.unreadableSave')
                    }
                    sx={{ flex: '1 1 10rem', overflowWrap: 'anywhere' }}
                  />
                  <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <Button
                      size="small"
                      startIcon={<FolderOpenIcon />}
                      aria-label={t('saves.loadLabel', { name: save.name })}
                      onClick={() => onLoad(save)}
                    >
                      {t('saves.load')}
                    </Button>
                    <IconAction
                      label={t('saves.overwriteLabel', { name: save.name })}
                      icon={<SaveIcon fontSize="small" />}
                      onClick={() => onOverwrite(save)}
                    />
                    <IconAction
                      label={t('saves.renameLabel', { name: save.name })}
                      icon={<EditIcon fontSize="small" />}
                      onClick={() => setRenaming(save.id)}
                    />
                    <IconAction
                      label={t('saves.deleteLabel', { name: save.name })}
                      icon={<DeleteIcon fontSize="small" />}
                      onClick={() => setDeleting(save)}
                    />
                  </Box>
                </ListItem>
              ),
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('saves.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting !== null}
        title={t('saves.deleteTitle', { name: deleting?.name ?? '' })}
        confirm={t('saves.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) onDelete(deleting)
          setDeleting(null)
        }}
        t={t}
      >
        {t('saves.deleteText')}
      </ConfirmDialog>
    </Dialog>
  )
}
