import { expect, test } from 'vitest'
import english from '#app/locales/en.json'
import { type ValidationRule, validationMessage } from './form-messages.ts'

test.each<{ rule: ValidationRule; limit?: number; expected: string }>([
  { rule: 'required', expected: 'This field is required' },
  { rule: 'email', expected: 'Please enter a valid email' },
  { rule: 'numeric', expected: 'This field can only contain numbers' },
  { rule: 'integer', expected: 'This field can only contain integer values' },
  { rule: 'maxLength', limit: 12, expected: 'You must enter a maximum of 12 characters' },
  { rule: 'minLength', limit: 3, expected: 'You must enter a minimum of 3 characters' },
  { rule: 'format', expected: 'Invalid format' },
])('spec §5 default message: $rule', ({ rule, limit, expected }) => {
  expect(validationMessage(english, rule, limit)).toBe(expected)
})
