import { useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import type { ShareCodeError } from '#app/domain/score-calculator.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './share-code.module.css'

type ShareCodeProps = {
  readonly label: string
  readonly code: string
  /** Loads a pasted code; returns why it was refused, or null when it was loaded. */
  readonly onLoad: (code: string) => ShareCodeError | null
}

/** A share code to copy, and a field to paste one; a refused code says why. */
export function ShareCode({ label, code, onLoad }: ShareCodeProps) {
  const t = useTranslate()
  const [pasted, setPasted] = useState('')
  const [error, setError] = useState<ShareCodeError | null>(null)
  return (
    <div className={styles.shareCode}>
      <TextField
        size="small"
        label={label}
        value={code}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        onFocus={(event) => event.target.select()}
      />
      <form
        className={styles.paste}
        onSubmit={(event) => {
          event.preventDefault()
          const refused = onLoad(pasted)
          setError(refused)
          if (refused === null) setPasted('')
        }}
      >
        <TextField
          size="small"
          label={t('scoreCalc.code.paste')}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          error={error !== null}
          helperText={error ? t(`scoreCalc.code.errors.${error}`) : undefined}
          slotProps={{ htmlInput: { spellCheck: false } }}
          className={styles.pasteField}
        />
        <Button type="submit" variant="outlined">
          {t('scoreCalc.code.load')}
        </Button>
      </form>
    </div>
  )
}
