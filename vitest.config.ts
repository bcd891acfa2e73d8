import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    // Two cores: more workers only make each embedded database slower.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    allowOnly: false,
    globalSetup: ['apps/server/test/support/embedded-template-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['apps/*/test/**/*.test.ts', 'packages/*/test/**/*.test.ts'] },
      },
      {
        // The web app's component tests: real components in a simulated browser document.
        extends: true,
        test: {
          name: 'web-dom',
          include: ['apps/web/test/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/support/setup-dom.ts'],
        },
      },
    ],
  },
});
