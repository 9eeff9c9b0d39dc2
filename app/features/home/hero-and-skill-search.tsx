import { type KeyboardEvent, useDeferredValue, useId, useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { FIELD_CLASSES, OutlinedField } from '#app/components/ui/outlined-field.tsx'
import {
  type AccentTable,
  compileSearchQuery,
  MIN_QUERY_LENGTH,
  type SearchPattern,
  splitByMatch,
} from '#app/domain/search.ts'
import { type SearchEntriesState, useSearchPayload } from '#app/hooks/use-search-payload.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './hero-and-skill-search.module.css'
import { findSearchResults, getResultSearchParams, type SearchResult } from './search-results.ts'

const NO_ACCENTS: AccentTable = {}

type HeroAndSkillSearchProps = {
  /** The search payload's URL; it is fetched when the box first gets focus. */
  readonly searchUrl: string
}

/**
 * One box over every hero and skill (a WAI-ARIA combobox): accent-insensitive, results as
 * you type, arrow keys to move, Enter to open the hero or skill detail view.
 */
export function HeroAndSkillSearch({ searchUrl }: HeroAndSkillSearchProps) {
  const t = useTranslate()
  const id = useId()
  const listboxId = `${id}-results`
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const { state, load } = useSearchPayload(searchUrl)
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [isOpen, setIsOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const deferredQuery = useDeferredValue(query)

  // Until the payload (and its accents table) arrives there is nothing to match anyway.
  const accents = state.accents ?? NO_ACCENTS
  const compiled = useMemo(
    () => compileSearchQuery(deferredQuery, { mode: 'text', accents }),
    [deferredQuery, accents],
  )
  const results = useMemo<readonly SearchResult[]>(
    () => (compiled.ok && state.entries ? findSearchResults(state.entries, compiled.pattern) : []),
    [compiled, state.entries],
  )
  const isExpanded = isOpen && compiled.ok && state.status === 'ready' && results.length > 0
  const activeResult = isExpanded ? results[activeIndex] : undefined

  const open = (result: SearchResult) => {
    setIsOpen(false)
    navigate({ search: `?${getResultSearchParams(searchParams, result).toString()}` })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (results.length === 0) return
        event.preventDefault()
        setIsOpen(true)
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActiveIndex((index) => (index + step + results.length) % results.length)
        return
      }
      case 'Enter': {
        const result = activeResult ?? (isExpanded ? results[0] : undefined)
        if (result) {
          event.preventDefault()
          open(result)
        }
        return
      }
      case 'Escape':
        if (isExpanded) {
          event.preventDefault()
          setIsOpen(false)
        } else setQuery('')
        return
      default:
        return
    }
  }

  return (
    <search className={styles.search}>
      <OutlinedField
        controlId={`${id}-input`}
        label={t('search.label')}
        fullWidth
        helperText={<SearchStatus query={query} status={state.status} count={results.length} />}
        helperTextId={`${id}-status`}
        helperTextLive="polite"
      >
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={FIELD_CLASSES.control}
          placeholder={t('search.placeholder')}
          value={query}
          onFocus={() => {
            load()
            setIsOpen(true)
          }}
          onBlur={() => setIsOpen(false)}
          onChange={(event) => {
            setQuery(event.target.value)
            setIsOpen(true)
            setActiveIndex(-1)
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          role="combobox"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeResult ? `${id}-${activeIndex}` : undefined}
          aria-describedby={`${id}-status`}
          spellCheck={false}
        />
      </OutlinedField>
      {state.status === 'failed' && (
        // Back in the box, whose focus loads the names again.
        <Button size="small" onClick={() => inputRef.current?.focus()}>
          {t('search.retry')}
        </Button>
      )}
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('search.results')}
        hidden={!isExpanded}
        className={styles.results}
      >
        {isExpanded &&
          compiled.ok &&
          results.map((result, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: the box keeps the focus; aria-activedescendant names the option (WAI-ARIA APG)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the box's keys move and open
            <div
              key={`${result.kind}-${result.id}`}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // One name for screen readers: the highlight cuts the label into several parts.
              aria-label={t(result.kind === 'hero' ? 'search.heroOption' : 'search.skillOption', {
                name: result.label,
              })}
              // Keeps the focus in the box: the click opens the result, the blur would close it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => open(result)}
              onMouseEnter={() => setActiveIndex(index)}
              className={styles.result}
            >
              <span className={styles.label}>
                <HighlightedText text={result.label} pattern={compiled.pattern} />
              </span>
              <span className={styles.kind}>
                {t(result.kind === 'hero' ? 'search.kindHero' : 'search.kindSkill')}
              </span>
            </div>
          ))}
      </div>
    </search>
  )
}

/** The text with its match marked; a segment's key is where it starts in the text. */
function HighlightedText({ text, pattern }: { text: string; pattern: SearchPattern }) {
  let start = 0
  return splitByMatch(text, pattern).map((segment) => {
    const key = start
    start += segment.text.length
    return segment.isMatch ? (
      <mark key={key} className={styles.match}>
        {segment.text}
      </mark>
    ) : (
      <span key={key}>{segment.text}</span>
    )
  })
}

type SearchStatusProps = {
  readonly query: string
  readonly status: SearchEntriesState['status']
  readonly count: number
}

function SearchStatus({ query, status, count }: SearchStatusProps) {
  const t = useTranslate()
  if (status === 'failed') return t('search.loadFailed')
  const length = [...query.trim()].length
  if (length === 0) return t('search.hint')
  if (length < MIN_QUERY_LENGTH) return t('search.tooShort')
  if (status !== 'ready') return t('search.loading')
  if (count === 0) return t('search.none')
  return t('search.count', { count: String(count) })
}
