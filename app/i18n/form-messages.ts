import { type MessageTree, translate } from './messages.ts'

/** The checks of the site's form controls, each with its default message (spec §5). */
export type ValidationRule =
  | 'required'
  | 'email'
  | 'numeric'
  | 'integer'
  | 'maxLength'
  | 'minLength'
  | 'format'

/** The default message of a failed check; `limit` fills {0} of the length messages. */
export function validationMessage(
  messages: MessageTree,
  rule: ValidationRule,
  limit?: number,
): string {
  return translate(messages, `validation.${rule}`, limit === undefined ? undefined : { 0: limit })
}
