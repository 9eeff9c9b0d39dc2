import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BudgetBreak, Budgets } from './budgets.ts'
import type { BenchEnvironment, readCheckout } from './environment.ts'
import type { MeasureResult } from './measure.ts'
import type { BenchOptions } from './options.ts'
import type { MeasureCost } from './table.ts'

export type BenchRecord = {
  readonly environment: BenchEnvironment
  readonly options: BenchOptions
  /** The data folder both builds were given (HERO_PEELER_DATA_DIR). */
  readonly dataDirectory: string
  /** Each build's home page line on its data: they differ when one fell back to its sample. */
  readonly datasetLines: Readonly<Record<string, string | null>>
  /** The --baseline checkout's commit; null without a baseline or outside git. */
  readonly baseline: Awaited<ReturnType<typeof readCheckout>>
  readonly budgets: Budgets
  readonly results: readonly MeasureResult[]
  readonly budgetBreaks: readonly BudgetBreak[]
  /** How long each measure took, on every build. */
  readonly measureCosts: readonly MeasureCost[]
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
