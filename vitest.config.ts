import { defineConfig } from 'vitest/config';

/**
 * One runner for the whole repository. The server suite runs once on PGlite and, when
 * TEST_DATABASE_URL is set, a second time on that PostgreSQL server.
 * `npm run test:unit` / `test:server` / `test:e2e` pick projects of this file (README, Other commands).
 */
const serverProjects = [
  {
    extends: true as const,
    test: {
      name: 'server',
      root: 'apps/server',
      include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
      env: { TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            name: 'server-postgres',
            root: 'apps/server',
            include: ['test/**/*.db.test.ts'],
            env: { TEST_DB: 'postgres' },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'core', root: 'packages/core', include: ['**/*.test.ts'] } },
      { extends: true, test: { name: 'contracts', root: 'packages/contracts', include: ['**/*.test.ts'] } },
      ...serverProjects,
      {
        // The web's own Vite config (its React plugin; the build-only plugins stay out), so vite and the plugin are
        // declared once, in apps/web (docs/architecture.md, Dependencies).
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
