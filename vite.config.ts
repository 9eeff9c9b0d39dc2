import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import { keepPreviousAssets } from './scripts/keep-previous-assets.ts'

/** Before a build empties build/, the client's hashed files go to the archive (.previous-assets). */
function keepPreviousAssetsPlugin(): Plugin {
  return {
    name: 'hero-peeler:keep-previous-assets',
    apply: 'build',
    // Config time is before any output directory is emptied; running twice changes nothing.
    config() {
      const kept = keepPreviousAssets({
        assetsDirectory: 'build/client/assets',
        archiveDirectory: '.previous-assets',
        now: Date.now(),
      })
      console.log(`${kept.length} files of previous builds stay served from .previous-assets`)
    },
  }
}

/** The UI library and its helpers: most pages share them, so they travel in one chunk. */
const UI_LIBRARY =
  /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|clsx|react-is|prop-types|stylis|hoist-non-react-statics|@popperjs|react-transition-group)[\\/]/
/** The app's code that pages share: with no group, each shared module became a file of its own. */
const APP_SHARED = /[\\/]app[\\/](lib|components|domain)[\\/]/
/**
 * What only menus, dialogs, drawers and popovers draw: those open on a click and load with their
 * own code, so these modules stay with it rather than in every page's shared chunk.
 */
const OVERLAYS =
  /node_modules[\\/](@mui[\\/]material[\\/](Modal|Backdrop|Fade|Grow|Slide|Portal|Unstable_TrapFocus|Popover|Popper|Menu|MenuList|Dialog|Drawer|Tooltip)|@popperjs)[\\/]/

export default defineConfig({
  // The server build's entry is the Hono app (server/app.ts), so server.ts only hosts it,
  // as in React Router's node-custom-server template.
  environments: {
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // The app's own shared code (helpers, shared components, domain rules).
                  name: 'shared',
                  test: APP_SHARED,
                  minShareCount: 5,
                },
                {
                  name: 'ui',
                  test: (id) => UI_LIBRARY.test(id) && !OVERLAYS.test(id),
                  minShareCount: 11,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [keepPreviousAssetsPlugin(), reactRouter()],
  server: { port: 3000 },
})
