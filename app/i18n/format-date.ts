let dateTimeFormat: Intl.DateTimeFormat | undefined

/**
 * A moment as the saves and the planner say it ("Nov 26, 2026, 4:22 AM"). The format is made
 * on first use: ICU's date data loads then, not in a page's first render.
 */
export function formatDateTime(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
  return dateTimeFormat.format(new Date(iso))
}
