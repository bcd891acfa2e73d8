import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    pool: 'forks',
    // Two cores: more workers only make each embedded database slower.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    allowOnly: false,
  },
});
