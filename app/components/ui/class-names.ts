/** The class attribute of the names given, skipping those switched off (`false`, undefined). */
export function classNames(...names: readonly (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
