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
                  name: 'ui',
                  test: /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|clsx|react-is|prop-types|stylis|hoist-non-react-statics|@popperjs|react-transition-group)[\\/]/,
                  minShareCount: 8,
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
