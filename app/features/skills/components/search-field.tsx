import { useEffect, useRef } from 'react'
import { FieldAdornment } from '#app/components/ui/outlined-field.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { ToggleButton } from '#app/components/ui/toggle-button.tsx'
import type { SearchMode } from '#app/domain/search.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import { compileSkillQuery } from '../skill-filtering.ts'
import styles from './search-field.module.css'

type SearchFieldProps = {
  readonly label: string
  readonly value: string
  readonly mode: SearchMode
  readonly onChange: (value: string) => void
  readonly onModeChange: (mode: SearchMode) => void
  readonly status?: string | null
}

/**
 * A search box: uncontrolled, so the caret never jumps while the URL catches up; it follows
 * the URL when the URL changes from elsewhere (back/forward, reset).
 */
export function SearchField({
  label,
  value,
  mode,
  onChange,
  onModeChange,
  status,
}: SearchFieldProps) {
  const t = useTranslate()
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const input = inputRef.current
    if (input && input.value !== value) input.value = value
  }, [value])
  const compiled = compileSkillQuery(value, mode)
  const error = compiled && !compiled.ok && compiled.error === 'invalid-regular-expression'
  const helper = error
    ? t('skills.filters.invalidRegularExpression')
    : compiled && !compiled.ok
      ? t('skills.filters.tooShort')
      : (status ?? ' ')
  return (
    <div className={styles.searchField}>
      <TextField
        inputRef={inputRef}
        label={label}
        defaultValue={value}
        size="small"
        fullWidth
        type="search"
        autoComplete="off"
        error={Boolean(error)}
        helperText={helper}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <FieldAdornment>
                <ToggleButton
                  isOn={mode === 'regularExpression'}
                  ariaLabel={t('skills.filters.regularExpressionFor', { field: label })}
                  title={t('skills.filters.regularExpression')}
                  onClick={() =>
                    onModeChange(mode === 'regularExpression' ? 'text' : 'regularExpression')
                  }
                >
                  <code>.*</code>
                </ToggleButton>
              </FieldAdornment>
            ),
          },
        }}
      />
    </div>
  )
}
