/**
 * How a figure is read and printed: a 0–1 score, milliseconds, bytes, a count, a rate per
 * second or a plain number.
 */
export type FigureUnit = 'score' | 'ms' | 'bytes' | 'count' | 'perSecond' | 'number'

export type Figure = {
  readonly key: string
  readonly label: string
  readonly unit: FigureUnit
  /** null when the run gave no value (its row then carries an error). */
  readonly value: number | null
}

/** The figures of one route in one variant of a measure (the Lighthouse preset, for example). */
export type MeasureRow = {
  readonly route: string
  readonly variant: string
  readonly figures: readonly Figure[]
  /** Why the figures are missing, when the run failed for this route. */
  readonly error?: string
  /** Anything worth keeping in the JSON file only (requests, run warnings). */
  readonly details?: unknown
}

export type MeasureResult = {
  readonly name: string
  /** The current build's rows: budgets apply to these. */
  readonly rows: readonly MeasureRow[]
  /** With --baseline, the same rows measured on the baseline build in the same runs. */
  readonly baselineRows?: readonly MeasureRow[]
}

export type Preset = 'mobile' | 'desktop'

export type MeasureContext = {
  /** The origin the site is served on, without a trailing slash. */
  readonly baseUrl: string
  /**
   * The same build on workerd (wrangler dev), for the current build when the bench serves its
   * Workers build; null otherwise. Only the server measure loads it.
   */
  readonly workerdBaseUrl: string | null
  readonly routes: readonly string[]
  readonly presets: readonly Preset[]
  /** Names the run in progress lines: `run 2/3`, or `baseline run 2/3` beside a baseline. */
  readonly runLabel: string
  /** A fresh directory for browser profiles; the bench removes it at the end. */
  readonly temporaryDirectory: string
  /** Call before each page load: restarts the server if something killed it. */
  readonly ensureSiteIsUp: () => Promise<void>
  /**
   * Waits until every Node server of the bench has gone quiet: after a load heavier than a
   * process takes, the requests it accepted go on rendering after the load ends, and would
   * take the machine from the next measure.
   */
  readonly waitForQuietServers: () => Promise<void>
}

/**
 * One thing the bench measures. Lighthouse is one; interaction measures (keystroke to
 * paint, scrolling) are others. Each gets the served site and returns the rows of one run;
 * the bench calls it once per run, route and build and takes the medians (interleave.ts).
 */
export type Measure = {
  readonly name: string
  readonly run: (context: MeasureContext) => Promise<readonly MeasureRow[]>
}
