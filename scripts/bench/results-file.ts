import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BudgetBreak, Budgets } from './budgets.ts'
import type { BenchEnvironment } from './environment.ts'
import type { MeasureResult } from './measure.ts'
import type { BenchOptions } from './options.ts'

export type BenchRecord = {
  readonly environment: BenchEnvironment
  readonly options: BenchOptions
  readonly budgets: Budgets
  readonly results: readonly MeasureResult[]
  readonly budgetBreaks: readonly BudgetBreak[]
  /** Why the server died during the runs, if it did: runs in those moments were retried. */
  readonly serverRestarts: readonly string[]
}

/** `2026-11-22T14:05:09.123Z` becomes `20261122-140509`: sortable and safe in file names. */
export function formatFileTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
}

/** Writes bench-results/bench-<timestamp>.json and the same as latest.json; returns the path. */
export async function writeBenchRecord(
  projectDirectory: string,
  date: Date,
  record: BenchRecord,
): Promise<string> {
  const directory = path.join(projectDirectory, 'bench-results')
  await mkdir(directory, { recursive: true })
  const file = path.join(directory, `bench-${formatFileTimestamp(date)}.json`)
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`)
  await copyFile(file, path.join(directory, 'latest.json'))
  return file
}
