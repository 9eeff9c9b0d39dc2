import path from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import { serwist } from '@serwist/vite'
import { defineConfig, type Plugin } from 'vite'
import { BUILD_DIRECTORY, IS_WORKERS_BUILD } from './scripts/build-host.ts'
import {
  keepPreviousAssets,
  PREVIOUS_ASSETS_DIRECTORY,
  readCarriedAssets,
} from './scripts/keep-previous-assets.ts'
import { routeStylesPlugin } from './scripts/route-styles.ts'

const CLIENT_DIRECTORY = `${BUILD_DIRECTORY}/client`

/**
 * Before a build empties its folder, the client's hashed files go to the archive
 * (.previous-assets), shared by both hosts: the Node host serves it after the build's own files,
 * a Workers build carries it in its deploy (scripts/worker-assets.ts), and what a Workers build
 * carried is not its own to archive again.
 */
function keepPreviousAssetsPlugin(): Plugin {
  return {
    name: 'hero-peeler:keep-previous-assets',
    apply: 'build',
    // Config time is before any output directory is emptied; running twice changes nothing.
    config() {
      const kept = keepPreviousAssets({
        assetsDirectory: `${CLIENT_DIRECTORY}/assets`,
        archiveDirectory: PREVIOUS_ASSETS_DIRECTORY,
        now: Date.now(),
        carried: IS_WORKERS_BUILD ? readCarriedAssets() : [],
      })
      console.log(`${kept.length} files of previous builds stay served from .previous-assets`)
    },
  }
}

/**
 * The app's code that pages share: with no group, each shared module became a file of its own
 * (hooks and i18n helpers of a few hundred bytes each, a response's headers apiece).
 */
const APP_SHARED = /[\\/]app[\\/](lib|components|domain|hooks|i18n|payloads)[\\/]/
/**
 * Shared code that only some pages use (the saves toolbar, which brings the browser's storage
 * and valibot; the hero picker; the hero table's rules; the barracks' and the planner's rules;
 * the virtual lists' hook, which brings TanStack Virtual): in the shared file, every page loaded it (7 kB of the saves alone, 9.5 kB
 * of TanStack); left to the bundler's own splitting, it travels with the pages and the lazy
 * parts that import it (decisions 0042, 0052).
 */
const HERO_TOOLS =
  /[\\/]app[\\/](components[\\/]ui[\\/](saves-toolbar|combobox|combobox-options)|domain[\\/](hero-(filters|sort|sort-keys|matcher)|barracks-model|inheritance)|hooks[\\/]use-list-virtualizer)\./
/**
 * Modules that always travel together but, shared by fewer pages than `shared`, would each be a
 * file (one response's headers apiece): the saves' store and its hook (every page with saves);
 * the barracks' rules and the owned heroes (every page that reads the barracks), with the key
 * of a barracks shared as a link (its 0.2 kB were a file of their own on the barracks and the
 * planner).
 */
const SAVES = /[\\/]app[\\/]storage[\\/](browser-saves|use-persisted-state)\.ts$/
const OWNED_HEROES =
  /[\\/]app[\\/](storage[\\/](collection|barracks-link-key)|domain[\\/]barracks-model)\.ts$/
/** Modules whose static imports every page loads: the client entry, the root, the default layout. */
const FRAME_ENTRIES = [
  /[\\/]app[\\/]entry\.client\.tsx$/,
  /[\\/]app[\\/]root\.tsx$/,
  /[\\/]app[\\/]routes[\\/]layouts[\\/]default\.tsx$/,
]
const frameModules = new Set<string>()
/**
 * Shared components built on Base UI (dialog, drawer, menu, tooltip): left to the bundler's own
 * splitting, they and Base UI travel with the (mostly lazy) parts that open them; in the shared
 * file, every page loaded their code.
 */
const baseUiWrappers = new Set<string>()

/**
 * Collects what the frame's modules import statically, so those modules travel in one chunk
 * whatever their share count: every page loads them anyway, and one file costs one response's
 * headers where a dozen small ones cost twelve.
 */
function frameModulesPlugin(): Plugin {
  return {
    name: 'hero-peeler:frame-modules',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return
      for (const id of this.getModuleIds()) {
        const imported = this.getModuleInfo(id)?.importedIds ?? []
        if (imported.some((target) => target.includes('@base-ui'))) baseUiWrappers.add(id)
      }
      const entries = [...this.getModuleIds()].filter((id) => FRAME_ENTRIES.some((p) => p.test(id)))
      const pending = entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])
      while (pending.length > 0) {
        const id = pending.pop() as string
        if (frameModules.has(id)) continue
        frameModules.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
}

export default defineConfig({
  environments: {
    // The Node host's server build's entry is the Hono app (server/app.ts), so server.ts only
    // hosts it, as in React Router's node-custom-server template. On Workers, the Cloudflare
    // plugin builds workers/app.ts (wrangler.jsonc's main) instead.
    ...(IS_WORKERS_BUILD
      ? {}
      : { ssr: { build: { rollupOptions: { input: './server/app.ts' } } } }),
    client: {
      build: {
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // Everything every page loads (decision 0027).
                  name: 'frame',
                  test: (id) => frameModules.has(id),
                  priority: 2,
                },
                // A group takes its modules' imports along, unless an earlier group (a higher
                // priority) took them: so valibot, which pages without saves use too, keeps a
                // file of its own, and `shared` comes before these two.
                { name: 'valibot', test: /[\\/]node_modules[\\/]valibot[\\/]/, priority: 1 },
                { name: 'saves', test: SAVES },
                { name: 'owned-heroes', test: OWNED_HEROES },
                {
                  // The app's own shared code (helpers, shared components, domain rules).
                  name: 'shared',
                  test: (id) =>
                    APP_SHARED.test(id) && !HERO_TOOLS.test(id) && !baseUiWrappers.has(id),
                  minShareCount: 5,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  css: {
    // Lightning CSS (Vite's own) compiles the CSS Modules, nesting and the breakpoints'
    // @custom-media (app/styles/media.css), and targets the browsers of the build.
    transformer: 'lightningcss',
    lightningcss: {
      drafts: { customMedia: true },
      cssModules: { pattern: '[content-hash]_[local]' },
    },
  },
  plugins: [
    keepPreviousAssetsPlugin(),
    frameModulesPlugin(),
    // Each route's CSS Modules, for the part of the site's sheet a page carries (decision 0082).
    routeStylesPlugin(path.resolve(import.meta.dirname, 'app')),
    // React Router's server build runs in workerd, as in React Router's Cloudflare template.
    IS_WORKERS_BUILD ? cloudflare({ viteEnvironment: { name: 'ssr' } }) : [],
    reactRouter(),
    // The service worker (app/sw.ts, decision 0057), written after the client build with the
    // list of its files to precache: every page's code, the icons and the offline page.
    serwist({
      swSrc: 'app/sw.ts',
      // Beside the client build's files (React Router's, not Vite's default `dist/`).
      swDest: path.resolve(import.meta.dirname, CLIENT_DIRECTORY, 'sw.js'),
      globDirectory: CLIENT_DIRECTORY,
      // The site's stylesheet is in each page (0048): only the consent banner's is a file.
      globPatterns: [
        'assets/**/*.js',
        'assets/cookieconsent-*.css',
        'manifest.webmanifest',
        'icons/*.png',
      ],
      // The inheritance planner's solver (decision 0062) is fetched only on its page, and kept
      // then by the runtime cache (app/sw.ts): not 38 kB for every visitor.
      globIgnores: ['assets/plan-worker-*.js'],
      // The offline page is drawn by the server: a new build is a new revision.
      additionalPrecacheEntries: [{ url: '/offline', revision: String(Date.now()) }],
      injectionPoint: 'self.__SW_MANIFEST',
      rollupFormat: 'iife',
    }),
  ],
  server: { port: 3000 },
})
