import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  ssr: true,
  // A route module in one file: split, each page with a clientLoader loaded two more (its
  // clientLoader, a stub that re-exports it), 0.7 kB of first-load JavaScript for a loader
  // that waits for its server data anyway.
  splitRouteModules: false,
} satisfies Config
