import { MAX_ENCLOSURE_LEVEL, MIN_ENCLOSURE_LEVEL } from '#app/domain/binding-worlds.ts'
import type { HeroId } from '#app/domain/hero.ts'
import type { ValidationRule } from '#app/i18n/form-messages.ts'
import {
  type Candidate,
  EMPTY_CANDIDATE_KIT,
  PLAYER_RATING_PATTERN,
} from './binding-worlds-storage.ts'

/** What the form starts from: a candidate being edited, or a new one at a suggested level. */
export type CandidateDraft = Omit<Candidate, 'heroId'> & { readonly heroId: HeroId | null }

/** What the form's fields hold as typed. */
export type CandidateFormValues = {
  readonly enclosureLevel: string
  readonly heroId: string | null
  readonly rating: string
}

/** A field's failed check: one of the spec's default messages (§5), or the level's range. */
export type FieldError = ValidationRule | 'enclosureRange'

export type CandidateFormErrors = Partial<Record<keyof CandidateFormValues, FieldError>>

/**
 * The checks of the candidate form: the enclosure level is a required integer from 0 to 28,
 * the hero is required, the player's rating is empty or one digit with one optional decimal.
 */
export function validateCandidateForm(values: CandidateFormValues): CandidateFormErrors {
  const errors: { -readonly [Field in keyof CandidateFormValues]?: FieldError } = {}
  const level = values.enclosureLevel.trim()
  if (level === '') errors.enclosureLevel = 'required'
  else if (!/^[+-]?\d+$/.test(level)) errors.enclosureLevel = 'integer'
  else if (Number(level) < MIN_ENCLOSURE_LEVEL || Number(level) > MAX_ENCLOSURE_LEVEL)
    errors.enclosureLevel = 'enclosureRange'
  if (values.heroId === null) errors.heroId = 'required'
  const rating = values.rating.trim()
  if (rating !== '' && !PLAYER_RATING_PATTERN.test(rating)) errors.rating = 'format'
  return errors
}

/** A new candidate's form: empty but for its id and the suggested enclosure level. */
export function newDraft(id: string, enclosureLevel: number): CandidateDraft {
  return {
    id,
    enclosureLevel,
    heroId: null,
    rating: '',
    asset: null,
    flaw: null,
    notes: '',
    hidingReason: null,
    kit: EMPTY_CANDIDATE_KIT,
  }
}
