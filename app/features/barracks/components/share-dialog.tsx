import { useMemo, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog, DialogActions, DialogContent, DialogTitle } from '#app/components/ui/dialog.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import type { Barracks } from '#app/domain/barracks-model.ts'
import { formatCount } from '#app/i18n/format-count.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { encodeBarracksLink } from '#app/storage/barracks-link.ts'
import { BARRACKS_LINK_KEY } from '#app/storage/barracks-link-key.ts'
import { type BarracksHeroes, heroNumbers } from '../barracks-heroes.ts'
import styles from './share-dialog.module.css'

/** The link that holds a whole barracks in its fragment (never sent to the server). */
export function barracksLink(barracks: Barracks, heroes: BarracksHeroes, origin: string): string {
  return `${origin}/barracks#${BARRACKS_LINK_KEY}=${encodeBarracksLink(barracks, heroNumbers(heroes))}`
}

/** Its module loads when "Share" is first pressed: the codec (fflate) comes with it. */
export function ShareDialog({
  open,
  onClose,
  barracks,
  heroes,
  t,
}: {
  open: boolean
  onClose: () => void
  barracks: Barracks
  heroes: BarracksHeroes
  t: Translate
}) {
  const link = useMemo(
    () => (open ? barracksLink(barracks, heroes, window.location.origin) : ''),
    [open, barracks, heroes],
  )
  const [copied, setCopied] = useState<string | null>(null)
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('barracks.share.title')}</DialogTitle>
      <DialogContent className={styles.content}>
        <p className={styles.text}>{t('barracks.share.text')}</p>
        <TextField
          label={t('barracks.share.link')}
          value={link}
          multiline
          minRows={3}
          fullWidth
          readOnly
          onFocus={(event) => event.target.select()}
          helperText={t('barracks.share.size', { characters: formatCount(link.length) })}
        />
        <span role="status" className={styles.status}>
          {copied}
        </span>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => setCopied(t('barracks.share.copied')),
              () => setCopied(t('barracks.text.copyFailed')),
            )
          }
        >
          {t('barracks.share.copy')}
        </Button>
        <Button onClick={onClose}>{t('barracks.share.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
