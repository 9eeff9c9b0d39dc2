import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  // The server build's entry is the Hono app (server/app.ts), so server.ts only hosts it,
  // as in React Router's node-custom-server template.
  environments: { ssr: { build: { rollupOptions: { input: './server/app.ts' } } } },
  plugins: [reactRouter()],
  server: { port: 3000 },
})
