/**
 * Where a host finds the dataset's files: the file system on Node (dataset-files.server.ts), the
 * deploy's static assets on Workers (dataset-assets.server.ts). Nothing else reads them.
 */
export type DatasetSource = {
  /** Where the data is looked for, as errors name it (the Node host's data folder). */
  readonly origin: string
  /** The synced build now current (symlinks resolved on Node), or null when there is none. */
  readonly locateBuild: () => Promise<string | null>
  /** The embedded fixture's build, or null when there is none. */
  readonly locateFallback: () => Promise<string | null>
  /** One file of a build located by the two above, as text; null when it is missing. */
  readonly readText: (build: string, file: string) => Promise<string | null>
}

/** The Node host's folders. */
export type DatasetOptions = {
  /** The synced data folder (its build/ holds the payloads). */
  readonly dataDirectory: string
  /**
   * The embedded default: the fixture dataset, built into a data folder by `npm run build`
   * (data/embed-fixture.ts), used when no synced build is present. The server only reads it.
   */
  readonly fallbackDirectory: string
}
