import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { TextField } from '#app/components/ui/text-field.tsx'
import type { ShareCodeError } from '#app/domain/score-calculator.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'

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
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        size="small"
        label={label}
        value={code}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        onFocus={(event) => event.target.select()}
      />
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault()
          const refused = onLoad(pasted)
          setError(refused)
          if (refused === null) setPasted('')
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label={t('scoreCalc.code.paste')}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          error={error !== null}
          helperText={error ? t(`scoreCalc.code.errors.${error}`) : undefined}
          slotProps={{ htmlInput: { spellCheck: false } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined">
          {t('scoreCalc.code.load')}
        </Button>
      </Box>
    </Box>
  )
}
