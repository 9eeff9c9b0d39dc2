import path from 'node:path'
import { parseArgs } from 'node:util'
import { SITE_PAGE_GROUPS } from '#app/lib/site-pages.ts'
import type { Preset } from './measure.ts'

export type BenchOptions = {
  readonly routes: readonly string[]
  readonly presets: readonly Preset[]
  readonly shouldBuild: boolean
  readonly runs: number
  /** The measures to run, by name, in the bench's order. */
  readonly measures: readonly string[]
  /** Another checkout of the project, already built, measured beside this one; null for none. */
  readonly baselineDirectory: string | null
}

export type ParsedOptions =
  | { readonly ok: true; readonly options: BenchOptions }
  | { readonly ok: false; readonly error: string }

export const USAGE =
  'Usage: npm run bench -- [--routes /units,/skills] [--preset mobile|desktop|both] [--no-build] [--runs 3]' +
  ' [--measures lighthouse,server,phone] [--baseline ../baseline]'

// One Lighthouse run swings widely on a shared 2-core machine; the median of 3 steadies it.
export const DEFAULT_RUNS = 3

const PRESETS_BY_CHOICE: Readonly<Record<string, readonly Preset[]>> = {
  mobile: ['mobile'],
  desktop: ['desktop'],
  both: ['mobile', 'desktop'],
}

/** Every page of the site: the home page, then the menu's pages, so new pages join the bench. */
/** How players share the peeler (issue 27): its first load is measured as a route of its own. */
export const PEELER_SHARED_LINK = '/skills-fodders?name=Distant%20Counter'

export function listSiteRoutes(): string[] {
  return [
    '/',
    ...SITE_PAGE_GROUPS.flatMap((group) => group.pages.map((page) => page.path)),
    PEELER_SHARED_LINK,
  ]
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/**
 * Reads the command line; unknown routes, presets, measures or options are errors that name
 * the choices. A relative --baseline is resolved from `workingDirectory`.
 */
export function parseBenchOptions(
  args: readonly string[],
  choices: {
    readonly siteRoutes: readonly string[]
    readonly measureNames: readonly string[]
    readonly workingDirectory: string
  },
): ParsedOptions {
  const { siteRoutes, measureNames, workingDirectory } = choices
  let values: {
    routes?: string
    preset?: string
    'no-build'?: boolean
    runs?: string
    measures?: string
    baseline?: string
  }
  try {
    values = parseArgs({
      args: [...args],
      options: {
        routes: { type: 'string' },
        preset: { type: 'string' },
        'no-build': { type: 'boolean' },
        runs: { type: 'string' },
        measures: { type: 'string' },
        baseline: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }

  const routes = values.routes === undefined ? [...siteRoutes] : splitList(values.routes)
  const unknownRoutes = routes.filter((route) => !siteRoutes.includes(route))
  if (unknownRoutes.length > 0 || routes.length === 0) {
    return {
      ok: false,
      error: `Unknown route ${unknownRoutes.join(', ') || '(none given)'}; the routes are ${siteRoutes.join(', ')}`,
    }
  }

  const presets = PRESETS_BY_CHOICE[values.preset ?? 'both']
  if (presets === undefined) {
    return { ok: false, error: `Unknown preset ${values.preset}; choose mobile, desktop or both` }
  }

  const runs = Number(values.runs ?? DEFAULT_RUNS)
  if (!Number.isInteger(runs) || runs < 1) {
    return { ok: false, error: `--runs takes a whole number from 1, not ${values.runs}` }
  }

  const chosenMeasures = values.measures === undefined ? measureNames : splitList(values.measures)
  const unknownMeasures = chosenMeasures.filter((name) => !measureNames.includes(name))
  if (unknownMeasures.length > 0 || chosenMeasures.length === 0) {
    return {
      ok: false,
      error: `Unknown measure ${unknownMeasures.join(', ') || '(none given)'}; the measures are ${measureNames.join(', ')}`,
    }
  }
  // The bench's order, whatever the command line's: it keeps runs comparable.
  const measures = measureNames.filter((name) => chosenMeasures.includes(name))

  if (values.baseline === '') return { ok: false, error: '--baseline takes a directory' }
  const baselineDirectory =
    values.baseline === undefined ? null : path.resolve(workingDirectory, values.baseline)

  return {
    ok: true,
    options: {
      routes,
      presets,
      shouldBuild: values['no-build'] !== true,
      runs,
      measures,
      baselineDirectory,
    },
  }
}
