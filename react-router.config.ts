import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  ssr: true,
  // Each route in one chunk: a clientLoader chunk of its own costs two more requests with their
  // headers, and files that small travel uncompressed (scripts/precompress.ts).
  splitRouteModules: false,
} satisfies Config
