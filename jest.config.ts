// Jest projects: `unit`, `dates-west` (the date tests west of UTC) and `db` (a real Postgres).
import { existsSync } from 'node:fs';
import type { Config } from 'jest';

// Dates are tested where the site's visitors are, not in UTC, where a date and its midnight agree
// by accident (the workers inherit it; Node reads TZ when it changes).
process.env.TZ = 'Europe/Madrid';

// In Madrid the machine's day is Spain's: in New York, code reading the machine's gets another.
const DATE_TESTS = [
  'core/madrid-day.test.ts',
  'core/format.test.ts',
  'core/market-figures.test.ts',
  'core/tax/purchase-costs.dates.test.ts',
  'core/tax/sale-dates.test.ts',
  'core/tax/rates-review.test.ts',
  'core/tax/capital-gains.test.ts',
  'core/tax/municipal-plusvalia.test.ts',
  'core/tools/date-field.test.ts',
  'core/tools/investment-analysis/owners-and-lets.test.ts',
  'site/features/report/report.test.ts',
  'netlify/functions/calculate-purchase-costs.test.ts',
];
// A date test moved or renamed must not silently stop running west of UTC.
const movedDateTests = DATE_TESTS.filter((file) => !existsSync(new URL(file, import.meta.url)));
if (movedDateTests.length > 0) {
  throw new Error(`jest.config.ts DATE_TESTS: no such file ${movedDateTests.join(', ')}`);
}

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
      displayName: 'dates-west',
      testEnvironment: '<rootDir>/jest.zone-environment.ts',
      testEnvironmentOptions: { timeZone: 'America/New_York' },
      transform,
      roots: ['<rootDir>/core', '<rootDir>/site', '<rootDir>/netlify'],
      testMatch: DATE_TESTS.map((file) => `<rootDir>/${file}`),
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
