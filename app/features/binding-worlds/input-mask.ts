import { Mask, MaskInput, type MaskType } from 'maska'
import { type RefCallback, useCallback, useRef } from 'react'

/**
 * Spec §5: `#` a digit, `@` a letter, `*` a letter or digit (maska's default tokens). A mask
 * is one pattern, a list (the shortest that fits is used) or a function of the value.
 */
export type InputMaskOptions = {
  mask?: MaskType
  /** Type the mask's literal characters as soon as they come next. */
  eager?: boolean
  /** Fill from the right (amounts). */
  reversed?: boolean
  /** A number, formatted for a locale, with fraction digits, unsigned if asked. */
  number?: { locale?: string; fraction?: number; unsigned?: boolean }
}

/** What a masked field hands on: the masked text, the raw characters, or whether it is complete. */
export type MaskOutput = 'masked' | 'unmasked' | 'completed'

export type MaskedValue = {
  masked: string
  unmasked: string
  /** Spec §5: complete when the masked length reaches the mask's length. */
  isComplete: boolean
}

/** The value as the mask shows it, its raw characters, and whether it is complete. */
export function applyMask(value: string, options: InputMaskOptions): MaskedValue {
  const mask = new Mask(options)
  const masked = mask.masked(value)
  return { masked, unmasked: mask.unmasked(masked), isComplete: mask.completed(masked) }
}

export function readMaskOutput(value: MaskedValue, output: MaskOutput): string | boolean {
  switch (output) {
    case 'masked':
      return value.masked
    case 'unmasked':
      return value.unmasked
    case 'completed':
      return value.isComplete
    default: {
      const unknown: never = output
      throw new Error(`Unknown mask output ${String(unknown)}`)
    }
  }
}

/**
 * Masks what is typed into `input`, keeping the caret in place. File inputs are ignored
 * (spec §5). Returns the function that removes the mask.
 */
export function bindInputMask(
  input: HTMLInputElement,
  options: InputMaskOptions,
  onChange?: (value: MaskedValue) => void,
): () => void {
  if (input.type === 'file') return () => undefined
  const binding = new MaskInput(input, {
    ...options,
    onMaska: (detail) =>
      onChange?.({
        masked: detail.masked,
        unmasked: detail.unmasked,
        isComplete: detail.completed,
      }),
  })
  return () => binding.destroy()
}

/** The input mask for a React input: pass the returned ref to the `<input>` (or `inputRef`). */
export function useInputMask(
  options: InputMaskOptions,
  onChange?: (value: MaskedValue) => void,
): RefCallback<HTMLInputElement> {
  const latest = useRef({ options, onChange })
  latest.current = { options, onChange }
  return useCallback((input: HTMLInputElement | null) => {
    if (!input) return
    return bindInputMask(input, latest.current.options, (value) => latest.current.onChange?.(value))
  }, [])
}
