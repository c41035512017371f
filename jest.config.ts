// Jest projects: `unit` (pure and function tests) and `db` (*.db.test.ts against a real Postgres).
import type { Config } from 'jest';

// Dates are tested where the site's visitors are, not in UTC, where a date and its midnight agree
// by accident (the workers inherit it; Node reads TZ when it changes).
process.env.TZ = 'Europe/Madrid';

const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
};

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      roots: [
        '<rootDir>/core',
        '<rootDir>/content',
        '<rootDir>/server',
        '<rootDir>/netlify',
        '<rootDir>/site',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['\\.db\\.test\\.ts$', '/node_modules/'],
      // Style sheets imported by browser modules (gatsby-browser.tsx) are webpack's business.
      moduleNameMapper: { '\\.css$': '<rootDir>/site/lib/testing/no-styles.ts' },
    },
    {
      displayName: 'db',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/server', '<rootDir>/netlify'],
      testMatch: ['**/*.db.test.ts'],
      globalSetup: '<rootDir>/server/db/test-global-setup.mjs',
      globalTeardown: '<rootDir>/server/db/test-global-teardown.mjs',
    },
  ],
};

export default config;
