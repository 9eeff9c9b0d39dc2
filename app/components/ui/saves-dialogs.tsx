import { type FormEvent, type ReactNode, useState } from 'react'
import { formatDateTime } from '#app/i18n/format-date.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { MAX_SAVE_NAME_LENGTH, type SaveEntry } from '#app/storage/browser-saves.ts'
import { Button } from './button.tsx'
import { Dialog, DialogActions, DialogContent, DialogText, DialogTitle } from './dialog.tsx'
import { IconButton } from './icon-button.tsx'
import { DeleteIcon } from './icons/delete.tsx'
import { EditIcon } from './icons/edit.tsx'
import { FolderOpenIcon } from './icons/folder-open.tsx'
import { SaveIcon } from './icons/save.tsx'
import styles from './saves.module.css'
import { TextField } from './text-field.tsx'
import { Tooltip } from './tooltip.tsx'

// The saves toolbar's dialogs, in their own module: it loads on the first open, not with the page.

/** The spec's default message of a save name that does not pass, or null. */
function nameError(t: Translate, name: string): string | null {
  if (name.trim() === '') return t('validation.required')
  if (name.trim().length > MAX_SAVE_NAME_LENGTH) {
    return t('validation.maxLength', { 0: MAX_SAVE_NAME_LENGTH })
  }
  return null
}

export function ConfirmDialog({
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
  return (
    <Dialog open={open} onClose={onCancel}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogText>{children}</DialogText>
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
    <form noValidate onSubmit={handle} className={styles.nameForm}>
      <TextField
        size="small"
        label={label}
        value={name}
        autoFocus={initial !== ''}
        onChange={(event) => setName(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: MAX_SAVE_NAME_LENGTH + 1 } }}
        className={styles.nameField}
      />
      <Button type="submit" variant="contained" className={styles.formButton}>
        {submit}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} className={styles.formButton}>
          {t('saves.cancel')}
        </Button>
      )}
    </form>
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
      <IconButton label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  )
}

export function SavesDialog({
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
  const [renaming, setRenaming] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<SaveEntry | null>(null)
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('saves.dialogTitle')}</DialogTitle>
      <DialogContent className={styles.dialogContent}>
        {status}
        <NameForm
          label={t('saves.saveAsLabel')}
          submit={t('saves.saveAs')}
          onSubmit={onSaveAs}
          t={t}
        />
        {saves.length === 0 ? (
          <p className={styles.empty}>{t('saves.noSaves')}</p>
        ) : (
          <ul aria-label={t('saves.dialogTitle')} className={styles.list}>
            {saves.map((save) =>
              renaming === save.id ? (
                <li key={save.id} className={styles.save}>
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
                </li>
              ) : (
                <li key={save.id} className={styles.save}>
                  <p className={styles.saveText}>
                    <span className={styles.saveName}>{save.name}</span>
                    <span className={styles.saveDate}>
                      {save.savedAt
                        ? t('saves.savedAt', { date: formatDateTime(save.savedAt) })
                        : t('saves.unreadableSave')}
                    </span>
                  </p>
                  <div className={styles.saveActions}>
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
                      icon={<SaveIcon className={styles.smallIcon} />}
                      onClick={() => onOverwrite(save)}
                    />
                    <IconAction
                      label={t('saves.renameLabel', { name: save.name })}
                      icon={<EditIcon className={styles.smallIcon} />}
                      onClick={() => setRenaming(save.id)}
                    />
                    <IconAction
                      label={t('saves.deleteLabel', { name: save.name })}
                      icon={<DeleteIcon className={styles.smallIcon} />}
                      onClick={() => setDeleting(save)}
                    />
                  </div>
                </li>
              ),
            )}
          </ul>
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
