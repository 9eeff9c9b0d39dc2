/**
 * Which host a build is for: the Node host (server.ts, `npm run build`) or Cloudflare Workers
 * (workers/app.ts, `npm run build:worker`, decision 0063). Each has its own build folder, so
 * one never replaces the other.
 */
export const IS_WORKERS_BUILD = process.env.HERO_PEELER_HOST === 'workers'
export const BUILD_DIRECTORY = IS_WORKERS_BUILD ? 'build-worker' : 'build'
