import { defineConfig } from 'vitest/config'

// Plain TypeScript tests run in node; component tests (*.test.tsx) in happy-dom.
export default defineConfig({
  test: {
    // Builds the fixture dataset once, as `npm run build` embeds it (test/fixture-dataset.ts).
    globalSetup: ['test/fixture-dataset.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: [
            'app/**/*.test.ts',
            'data/**/*.test.ts',
            'test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['app/**/*.test.tsx'],
          setupFiles: ['test/setup-components.ts'],
          // A test of several steps, each allowed the setup's five seconds on a busy CI machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
})
