// Lint rules for the whole repository; `core/` is kept pure (no UI, Node or network) by rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'http',
  'https',
  'net',
  'crypto',
  'child_process',
  'stream',
  'url',
  'util',
  'zlib',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'public/**',
      '.cache/**',
      '.netlify/**',
      '.data/**',
      '.bench/**',
      'studio/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // A star re-export hides which names a module passes on, so an unused one is never noticed.
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message:
            'No `export * from`: name what the module passes on (`export { a, b } from`), or import it from its own file.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins,
          patterns: [
            {
              group: ['node:*', 'react', 'react-*', 'react/*', 'gatsby', 'gatsby-*', '@netlify/*'],
              message: 'core/ is pure TypeScript: no UI, Gatsby, Node or Netlify imports.',
            },
            {
              group: [
                'postgres',
                'drizzle-orm',
                'drizzle-orm/*',
                'openai',
                'exceljs',
                'nodemailer',
              ],
              message: 'core/ does no I/O: database, AI and file code lives in server/.',
            },
            {
              group: ['**/site/**', '**/server/**', '**/netlify/**'],
              message:
                'Dependencies point one way: site and server may import core, never the reverse.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'core/ makes no network calls.' },
        { name: 'window', message: 'core/ has no browser access.' },
        { name: 'document', message: 'core/ has no browser access.' },
        { name: 'localStorage', message: 'core/ has no browser access.' },
        { name: 'process', message: 'core/ has no Node access.' },
      ],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'postgres', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'The browser bundle never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers: build code, functions and content code never import the browser's folder.
    files: [
      'server/**/*.{ts,tsx,js,mjs}',
      'netlify/**/*.{ts,tsx,js,mjs}',
      'content/**/*.{ts,tsx}',
      'scripts/**/*.{js,mjs}',
      'gatsby-node.ts',
      'gatsby-config.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./site/**', '../site/**', '../../site/**', '../../../site/**'],
              message:
                'server/, netlify/, content/ and the build never import site/: move shared code to core/ or content/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
