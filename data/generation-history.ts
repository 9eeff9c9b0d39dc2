import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import {
  type DatasetChanges,
  EMPTY_HISTORY,
  WHATS_NEW_FILE,
  type WhatsNewHistory,
  whatsNewHistorySchema,
} from '#app/payloads/whats-new.ts'
import { checkReferences } from './check-references.ts'
import { normalizeDataset } from './normalize.ts'
import { readUpstreamDataset } from './validate.ts'
import {
  addToHistory,
  compareSnapshots,
  type DatasetSnapshot,
  SNAPSHOT_FILE,
  SNAPSHOT_FORMAT,
  takeSnapshot,
} from './whats-new.ts'

// What a new generation learns from the current one (read under the sync lock, before the
// switch): its snapshot, to compare with, and the history of changes, to carry forward.

export type PreviousGeneration = {
  /** Null before the first sync: nothing to compare with, so no news. */
  readonly snapshot: DatasetSnapshot | null
  readonly history: WhatsNewHistory
}

/** The current generation's snapshot and history, or none; never fails the sync. */
export async function readPreviousGeneration(dataDirectory: string): Promise<PreviousGeneration> {
  const current = path.join(dataDirectory, 'current')
  const [snapshot, history] = await Promise.all([
    readSnapshot(current),
    readJson(path.join(current, 'build', WHATS_NEW_FILE)),
  ])
  const parsedHistory = v.safeParse(whatsNewHistorySchema, history)
  return { snapshot, history: parsedHistory.success ? parsedHistory.output : EMPTY_HISTORY }
}

/** The new generation's history: the previous one with the changes since, if it had data. */
export function continueHistory(
  previous: PreviousGeneration,
  next: { readonly snapshot: DatasetSnapshot; readonly syncedAt: string },
): { readonly changes: DatasetChanges | null; readonly history: WhatsNewHistory } {
  if (previous.snapshot === null) return { changes: null, history: previous.history }
  const changes = compareSnapshots(previous.snapshot, next.snapshot)
  return { changes, history: addToHistory(previous.history, { syncedAt: next.syncedAt, changes }) }
}

/** Writes the snapshot beside the generation's build, and the history into it. */
export async function writeGenerationHistory(
  generationDirectory: string,
  files: { readonly snapshot: DatasetSnapshot; readonly history: WhatsNewHistory },
): Promise<void> {
  await writeFile(path.join(generationDirectory, SNAPSHOT_FILE), JSON.stringify(files.snapshot))
  await writeFile(
    path.join(generationDirectory, 'build', WHATS_NEW_FILE),
    JSON.stringify(files.history),
  )
}

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch(() => null)
  if (text === null) return null
  try {
    return JSON.parse(text)
  } catch {
    // Written by the importer and renamed into place whole; unreadable means tampered with.
    return null
  }
}

async function readSnapshot(generation: string): Promise<DatasetSnapshot | null> {
  const saved = (await readJson(path.join(generation, SNAPSHOT_FILE))) as DatasetSnapshot | null
  if (saved?.format === SNAPSHOT_FORMAT && saved.heroes && saved.skills && saved.banners)
    return saved
  // A generation from before snapshots (or an older format): its raw files tell the same.
  return snapshotFromRaw(path.join(generation, 'raw'))
}

async function snapshotFromRaw(rawDirectory: string): Promise<DatasetSnapshot | null> {
  const names = await readdir(rawDirectory).catch(() => null)
  if (names === null) return null
  const texts = new Map<string, string>()
  for (const name of names) texts.set(name, await readFile(path.join(rawDirectory, name), 'utf8'))
  const read = readUpstreamDataset(texts)
  if (!read.ok) return null
  const checked = checkReferences(read.dataset)
  if (!checked.ok) return null
  return takeSnapshot(normalizeDataset(checked.dataset).dataset)
}
