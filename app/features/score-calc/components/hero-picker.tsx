import TextField from '@mui/material/TextField'
import { useEffect, useId, useMemo, useState } from 'react'
import type { HeroId } from '#app/domain/hero.ts'
import { useTranslate } from '#app/lib/i18n.tsx'
import { useSearchEntries } from '#app/lib/use-search-entries.ts'

type HeroPickerProps = {
  readonly label: string
  readonly searchUrl: string
  readonly onPick: (heroId: HeroId) => void
}

/**
 * A name field with the browser's own suggestions (a datalist of every hero), loaded when it
 * first gets focus; picking a suggestion puts the hero in the slot.
 */
export function HeroPicker({ label, searchUrl, onPick }: HeroPickerProps) {
  const t = useTranslate()
  const listId = useId()
  const { state, load } = useSearchEntries(searchUrl)
  const [text, setText] = useState('')
  const heroes = useMemo(
    () => (state.entries ?? []).filter((entry) => entry.kind === 'hero'),
    [state.entries],
  )
  // A name typed or pasted before the names arrive is picked once they have.
  useEffect(() => {
    const hero = heroes.find((entry) => entry.label === text)
    if (hero) {
      setText('')
      onPick(hero.id as HeroId)
    }
  }, [heroes, text, onPick])
  return (
    <>
      <TextField
        size="small"
        fullWidth
        label={label}
        value={text}
        onFocus={load}
        onChange={(event) => {
          setText(event.target.value)
        }}
        helperText={
          state.status === 'failed'
            ? t('search.failed')
            : state.status === 'loading'
              ? t('search.loading')
              : t('scoreCalc.pickHint')
        }
        slotProps={{ htmlInput: { list: listId, autoComplete: 'off' } }}
      />
      <datalist id={listId}>
        {heroes.map((hero) => (
          <option key={hero.id} value={hero.label} />
        ))}
      </datalist>
    </>
  )
}
