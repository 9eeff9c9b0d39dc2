import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './combobox.module.css'
import {
  MAX_SHOWN_OPTIONS,
  matchTextContaining,
  moveActiveIndex,
  type OptionMatcher,
  selectShownOptions,
} from './combobox-options.ts'
import { IconButton } from './icon-button.tsx'
import { CloseIcon } from './icons/close.tsx'
import { FIELD_CLASSES, FieldAdornment, OutlinedField } from './outlined-field.tsx'
import { VisuallyHidden } from './visually-hidden.tsx'

type ComboboxProps<Option> = {
  readonly label: string
  readonly options: readonly Option[]
  /** The chosen option (null when none, or when each pick is added elsewhere and the box empties). */
  readonly value: Option | null
  readonly onChange: (option: Option | null) => void
  /** The option's name: listed, matched against what is typed, shown in the box once chosen. */
  readonly getOptionLabel: (option: Option) => string
  readonly getOptionKey: (option: Option) => string
  /** The box's text when nothing is typed, when it is not the chosen option's name. */
  readonly valueText?: string
  /** An option's content in the list (its name by default). */
  readonly renderOption?: (option: Option) => ReactNode
  /** The test of what was typed (default: the name holds it, case and accents aside). */
  readonly createMatcher?: (query: string) => OptionMatcher<Option> | null
  /** A name typed or pasted whole is chosen, even when its option arrives later. */
  readonly picksExactText?: boolean
  readonly noMatchText: string
  readonly placeholder?: string
  readonly helperText?: string | null
  readonly size?: 'small' | 'medium'
  readonly isError?: boolean
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  readonly isLoading?: boolean
  readonly loadingText?: string
  /** Called on every focus: a caller loads its options the first time. */
  readonly onFocus?: () => void
  /** What sits before the text, e.g. the chips of several choices. */
  readonly startAdornment?: ReactNode
  /** Backspace in an empty box (removes the last of several choices). */
  readonly onBackspaceEmpty?: () => void
  /** The clear button's name (default: "Clear" and the label). */
  readonly clearLabel?: string
  /** Selects the text on focus, so that typing replaces it. */
  readonly selectsOnFocus?: boolean
}

/**
 * A text box with a list of suggestions (the WAI-ARIA 1.2 combobox with a listbox popup):
 * arrows, Home and End move, Enter chooses, Escape closes then drops what was typed. It
 * draws the first 50 matches only; the list sits under the box, in the page, above what
 * follows.
 */
export function Combobox<Option>(props: ComboboxProps<Option>) {
  const t = useTranslate()
  const id = useId()
  const inputId = `${id}-input`
  const labelId = `${id}-label`
  const listboxId = `${id}-listbox`
  const { options, getOptionLabel, createMatcher, value, onChange } = props
  // What the player typed; null while the box shows the chosen option.
  const [query, setQuery] = useState<string | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [isFocused, setIsFocused] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)

  const selectedText = props.valueText ?? (value === null ? '' : getOptionLabel(value))
  const hasSelection = selectedText !== ''
  const shown = useMemo(() => {
    const text = query ?? ''
    const matcher = createMatcher ? createMatcher(text) : matchTextContaining(text, getOptionLabel)
    return selectShownOptions(options, matcher)
  }, [options, query, createMatcher, getOptionLabel])
  const selectedKey = value === null ? null : props.getOptionKey(value)
  const isExpanded = isOpen && !props.isDisabled
  const activeOption = isExpanded ? shown.options[activeIndex] : undefined
  const optionId = (index: number) => `${id}-option-${index}`

  const choose = (option: Option) => {
    setQuery(null)
    setIsOpen(false)
    setActiveIndex(-1)
    onChange(option)
  }
  const open = () => {
    if (isOpen) return
    setIsOpen(true)
    const selectedIndex =
      selectedKey === null
        ? -1
        : shown.options.findIndex((option) => props.getOptionKey(option) === selectedKey)
    setActiveIndex(selectedIndex === -1 ? 0 : selectedIndex)
  }

  // A whole name typed before the options arrived is chosen when they do.
  const exactMatch =
    props.picksExactText && query !== null
      ? options.find((option) => getOptionLabel(option) === query)
      : undefined
  useEffect(() => {
    if (exactMatch === undefined) return
    setQuery(null)
    setIsOpen(false)
    onChange(exactMatch)
  }, [exactMatch, onChange])

  // Keys move the highlight out of sight in a long list: scroll it back (a hover never does).
  const highlight = (index: number) => {
    setActiveIndex(index)
    document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that end or steer an IME composition (Japanese, Chinese, Korean input) belong to
    // it; Safari reports the composition's Enter only by key code 229.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return
    const key = event.key
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        if (isExpanded) highlight(moveActiveIndex(activeIndex, key, shown.options.length))
        else open()
        return
      case 'Home':
      case 'End':
        // With the list closed, they move the caret in the text.
        if (!isExpanded || shown.options.length === 0) return
        event.preventDefault()
        highlight(moveActiveIndex(activeIndex, key, shown.options.length))
        return
      case 'Enter':
        if (activeOption === undefined) return
        event.preventDefault()
        choose(activeOption)
        return
      case 'Escape':
        // Kept from a dialog around the box while there is something to undo.
        if (isExpanded) {
          event.preventDefault()
          event.stopPropagation()
          setIsOpen(false)
        } else if (query !== null) {
          event.preventDefault()
          event.stopPropagation()
          setQuery(null)
        }
        return
      case 'Backspace':
        if (event.currentTarget.value === '' && props.onBackspaceEmpty) props.onBackspaceEmpty()
        return
      default:
        return
    }
  }

  return (
    <OutlinedField
      controlId={inputId}
      label={props.label}
      labelId={labelId}
      helperText={props.helperText}
      size={props.size ?? 'small'}
      fullWidth
      required={props.isRequired}
      error={props.isError}
      disabled={props.isDisabled}
      startAdornment={props.startAdornment}
      endAdornment={
        hasSelection && !props.isDisabled ? (
          <FieldAdornment>
            <IconButton
              size="small"
              edge="end"
              // Out of the Tab order: emptying the box clears it too.
              tabIndex={-1}
              label={props.clearLabel ?? t('combobox.clear', { label: props.label })}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setQuery(null)
                onChange(null)
              }}
            >
              <CloseIcon className={styles.clearIcon} />
            </IconButton>
          </FieldAdornment>
        ) : null
      }
      isWrapping={props.startAdornment !== undefined}
    >
      <input
        id={inputId}
        className={FIELD_CLASSES.control}
        value={query ?? selectedText}
        placeholder={isFocused ? props.placeholder : undefined}
        autoComplete="off"
        required={props.isRequired}
        disabled={props.isDisabled}
        aria-invalid={props.isError === true}
        onFocus={(event) => {
          setIsFocused(true)
          props.onFocus?.()
          if (props.selectsOnFocus) event.target.select()
        }}
        onBlur={() => {
          setIsFocused(false)
          setIsOpen(false)
          setQuery(null)
        }}
        onChange={(event) => {
          const text = event.target.value
          setQuery(text)
          setIsOpen(true)
          setActiveIndex(0)
          if (text === '' && hasSelection) onChange(null)
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={isExpanded}
        // The list exists only while open (one element per label).
        aria-controls={isExpanded ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeOption === undefined ? undefined : optionId(activeIndex)}
        spellCheck={false}
        onMouseDown={open}
      />
      {/* What the list holds, said to screen readers as it changes (WAI-ARIA APG combobox). */}
      <VisuallyHidden role="status">
        {isExpanded
          ? describeList({
              isLoading: props.isLoading === true,
              loadingText: props.loadingText,
              noMatchText: props.noMatchText,
              count: shown.options.length,
              t,
            })
          : ''}
      </VisuallyHidden>
      {isExpanded && (
        // biome-ignore lint/a11y/noStaticElementInteractions: keeps the focus in the box: a click chooses, a blur first would close the list
        <div className={styles.popup} onMouseDown={(event) => event.preventDefault()}>
          <div id={listboxId} role="listbox" aria-labelledby={labelId}>
            {shown.options.map((option, index) => {
              const key = props.getOptionKey(option)
              return (
                // biome-ignore lint/a11y/useFocusableInteractive: the box keeps the focus; aria-activedescendant names the option (WAI-ARIA APG)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the box's keys move and choose
                <div
                  key={key}
                  id={optionId(index)}
                  role="option"
                  // The highlighted option is the selected one (WAI-ARIA APG); the chosen one is marked.
                  aria-selected={index === activeIndex}
                  data-chosen={key === selectedKey || undefined}
                  onClick={() => choose(option)}
                  onMouseMove={() => {
                    if (index !== activeIndex) setActiveIndex(index)
                  }}
                  className={styles.option}
                >
                  {props.renderOption ? props.renderOption(option) : getOptionLabel(option)}
                </div>
              )
            })}
          </div>
          <PopupNote
            isLoading={props.isLoading === true}
            loadingText={props.loadingText}
            noMatchText={shown.options.length === 0 ? props.noMatchText : undefined}
            moreText={
              shown.hasMore ? t('combobox.moreMatches', { count: MAX_SHOWN_OPTIONS }) : undefined
            }
          />
        </div>
      )}
    </OutlinedField>
  )
}

/** The list's state in words: loading, no match, or how many options it holds. */
function describeList(props: {
  readonly isLoading: boolean
  readonly loadingText: string | undefined
  readonly noMatchText: string
  readonly count: number
  readonly t: ReturnType<typeof useTranslate>
}): string {
  if (props.isLoading) return props.loadingText ?? ''
  if (props.count === 0) return props.noMatchText
  return props.t('combobox.count', { count: props.count })
}

/** The line under the options: loading, no match, or more matches than drawn. */
function PopupNote(props: {
  readonly isLoading: boolean
  readonly loadingText: string | undefined
  readonly noMatchText: string | undefined
  readonly moreText: string | undefined
}) {
  const text = props.isLoading ? props.loadingText : (props.noMatchText ?? props.moreText)
  if (text === undefined) return null
  return <p className={styles.note}>{text}</p>
}
