import { execFile } from 'node:child_process'
import { cpus, loadavg, platform, release } from 'node:os'
import { promisify } from 'node:util'
import { CHROMIUM_PATH } from './lighthouse-measure.ts'

const run = promisify(execFile)

export type BenchEnvironment = {
  readonly date: string
  readonly node: string
  readonly chromium: string
  readonly lighthouse: string
  readonly gitCommit: string
  /** True when the worktree had changes: the figures are then not exactly the commit's. */
  readonly hasUncommittedChanges: boolean
  readonly os: string
  readonly cpu: string
  readonly cpuCount: number
  /** The system's 1, 5 and 15 minute load averages when the runs ended: above cpuCount, runs were slowed. */
  readonly loadAverage: readonly number[]
}

async function readOutput(command: string, args: readonly string[], cwd: string): Promise<string> {
  const { stdout } = await run(command, [...args], { cwd })
  return stdout.trim()
}

/** The commit a checkout is at; null where it is no git checkout (a copied folder). */
export async function readCheckout(
  directory: string,
): Promise<{ readonly gitCommit: string; readonly hasUncommittedChanges: boolean } | null> {
  try {
    const [gitCommit, gitStatus] = await Promise.all([
      readOutput('git', ['rev-parse', 'HEAD'], directory),
      readOutput('git', ['status', '--porcelain', '--', '.', ':!node_modules'], directory),
    ])
    return { gitCommit, hasUncommittedChanges: gitStatus !== '' }
  } catch (error) {
    // A baseline may be a plain copy: its figures stand without a commit.
    process.stderr.write(`No git commit for ${directory}: ${String(error)}\n`)
    return null
  }
}

/** What the figures depend on besides the code: versions, machine and commit. */
export async function readEnvironment(
  projectDirectory: string,
  date: Date,
): Promise<BenchEnvironment> {
  const [chromium, gitCommit, gitStatus, lighthousePackage] = await Promise.all([
    readOutput(CHROMIUM_PATH, ['--version'], projectDirectory),
    readOutput('git', ['rev-parse', 'HEAD'], projectDirectory),
    // node_modules is a symlink in worktrees: not a change of the code.
    readOutput('git', ['status', '--porcelain', '--', '.', ':!node_modules'], projectDirectory),
    import('lighthouse/package.json', { with: { type: 'json' } }),
  ])
  return {
    date: date.toISOString(),
    node: process.version,
    chromium,
    lighthouse: lighthousePackage.default.version,
    gitCommit,
    hasUncommittedChanges: gitStatus !== '',
    os: `${platform()} ${release()}`,
    cpu: cpus()[0]?.model ?? 'unknown',
    cpuCount: cpus().length,
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
  }
}
