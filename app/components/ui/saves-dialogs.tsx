import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import FolderOpenIcon from '@mui/icons-material/FolderOpen'
import SaveIcon from '@mui/icons-material/Save'
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
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import type { Translate } from '#app/i18n/i18n.tsx'
import { MAX_SAVE_NAME_LENGTH, type SaveEntry } from '#app/storage/browser-saves.ts'
import { TextField } from './text-field.tsx'

// The saves toolbar's dialogs, in their own module: it loads on the first open, not with the page.

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

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
