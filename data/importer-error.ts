/** One thing wrong with the upstream data: the file, the record and the field at fault. */
export type ImporterIssue = {
  file: string
  /** Position of the record in the file's top-level array; absent for whole-file issues. */
  index?: number
  /** The record's id (or unit id / skill id pair) when it has one. */
  recordId?: string
  /** Dot path inside the record (`restrictions.moves.can_use[0]`); absent for whole-record issues. */
  path?: string
  message: string
}

export function formatIssue(issue: ImporterIssue): string {
  const parts = [issue.file]
  if (issue.index !== undefined) {
    parts.push(
      issue.recordId === undefined
        ? `record ${issue.index}`
        : `record ${issue.index} (id ${JSON.stringify(issue.recordId)})`,
    )
  }
  if (issue.path !== undefined && issue.path !== '') parts.push(`field ${issue.path}`)
  return `${parts.join(' › ')}: ${issue.message}`
}

/** The importer refused the data; `issues` names every file, record and field at fault. */
export class ImporterError extends Error {
  override readonly name = 'ImporterError'
  readonly issues: readonly ImporterIssue[]

  constructor(summary: string, issues: readonly ImporterIssue[]) {
    const shown = issues.slice(0, 20).map((issue) => `  - ${formatIssue(issue)}`)
    const more = issues.length > 20 ? [`  … and ${issues.length - 20} more`] : []
    super([summary, ...shown, ...more].join('\n'))
    this.issues = issues
  }
}
