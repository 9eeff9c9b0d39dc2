import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { formatPayloadSizes } from './build-payloads.ts'
import { formatWarnings } from './run-sync.ts'
import { parseSource } from './sources.ts'
import { syncDataset } from './sync-dataset.ts'

// The real dataset, when HERO_PEELER_DATA names it (CI: HERO_PEELER_DATA=../shared/feh-data).
const source = process.env.HERO_PEELER_DATA

test.skipIf(!source)(
  'full dataset: counts, every link resolved or reported, payload sizes',
  async () => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'hero-peeler-full-'))
    try {
      const started = performance.now()
      const { manifest } = await syncDataset({ source: parseSource(source ?? ''), dataDirectory })
      const seconds = ((performance.now() - started) / 1000).toFixed(2)
      const payloads = Object.entries(manifest.payloads).map(([name, payload]) => ({
        name,
        ...payload,
      }))
      console.log(`Sync and import of the full dataset: ${seconds} s`)
      console.log(formatPayloadSizes(payloads))
      console.log(formatWarnings(manifest.warnings))

      expect(manifest.counts).toMatchObject({ heroes: 1409, skills: 6255, heroSkills: 20228 })
      const codes = new Set(manifest.warnings.map((warning) => warning.code))
      // What the snapshot is known to lack; anything else is a new kind of breakage.
      const known = new Set([
        'upgrade-to-unknown-skill',
        'skill-without-description',
        'skill-without-upstream-availability',
        'optional-file-missing',
      ])
      expect([...codes].filter((code) => !known.has(code))).toEqual([])
      expect(manifest.payloads.heroes.gzipBytes).toBeLessThan(150_000)
      expect(manifest.payloads.skills.gzipBytes).toBeLessThan(150_000)
    } finally {
      await rm(dataDirectory, { recursive: true, force: true })
    }
  },
  60_000,
)
