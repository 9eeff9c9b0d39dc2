import type { Config } from '@react-router/dev/config'
import { BUILD_DIRECTORY } from './scripts/build-host.ts'

export default {
  appDirectory: 'app',
  ssr: true,
  buildDirectory: BUILD_DIRECTORY,
  // Each route in one chunk: a clientLoader chunk of its own costs two more requests with their
  // headers, and files that small travel uncompressed (scripts/precompress.ts).
  splitRouteModules: false,
} satisfies Config
