// ESLint guards the architecture (import zones) and i18n (no literal strings in JSX);
// Biome does general linting and formatting.
import react from 'eslint-plugin-react';
import tseslint from 'typescript-eslint';

const deepRelative = {
  group: ['../../*'],
  message: 'Use the @/ path alias instead of deep relative imports.',
};

const serverPatterns = [
  { group: ['@tessera/web*', 'react*'], message: 'The server never imports the web app.' },
  deepRelative,
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', '**/test-results/**', '**/drizzle/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    rules: {},
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'drizzle-orm*',
                '@electric-sql/*',
                'pg',
                'fastify*',
                '@fastify/*',
                'react*',
                '@tessera/*',
                'node:*',
              ],
              message: 'The domain package is pure: no database, HTTP, UI or Node I/O.',
            },
            deepRelative,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'drizzle-orm*',
                '@electric-sql/*',
                'pg',
                'fastify*',
                '@fastify/*',
                'react*',
                '@tessera/server*',
                '@tessera/web*',
              ],
              message: 'The contract describes the API only.',
            },
            deepRelative,
          ],
        },
      ],
    },
  },
  {
    // Endpoint schemas use the contract's zod, whose text, dates and ids are safe for the database.
    files: [
      'packages/contract/src/endpoints/**/*.ts',
      'packages/contract/src/paging.ts',
      'packages/contract/src/price-level-fields.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Write endpoint schemas with the contract's zod: import * as z from '../zod'.",
            },
          ],
          patterns: [
            {
              group: [
                'drizzle-orm*',
                '@electric-sql/*',
                'pg',
                'fastify*',
                '@fastify/*',
                'react*',
                '@tessera/server*',
                '@tessera/web*',
              ],
              message: 'The contract describes the API only.',
            },
            deepRelative,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
  {
    // The payment port (decisions/0040): server code outside modules/payments speaks to
    // `PaymentProcessor` only, never to an adapter (tests may drive the sandbox's faults).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/payments/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverPatterns,
            {
              group: ['@/modules/payments/sandbox', '@/modules/payments/sandbox/*', '**/payments/sandbox/*'],
              message:
                'Only modules/payments knows its adapters: go through the payment port (@/modules/payments/processors.service).',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL only in stores (decisions/0043): a service keeps the rules and the transaction, a route
    // file the contract, jobs, mail, renderers and mappings their one role; none builds a query
    // or runs one. Queries and writes live in the module's `.store.ts` functions (SQL fragments
    // in `.sql.ts`), which take the executor.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.store.ts', 'apps/server/src/modules/**/*.sql.ts'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message: 'SQL lives in stores: move this query into the module’s .store.ts.',
              allowTypeImports: true,
            },
            {
              name: '@/db/schema',
              message: 'Tables are queried in stores: move this query into the module’s .store.ts.',
              allowTypeImports: true,
            },
            {
              name: '@/db/sql',
              importNames: ['rows', 'arrayParam'],
              message: 'Statements run in stores: move this query into the module’s .store.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(execute|select|selectDistinct|insert|update|delete)$/]:matches([callee.object.name=/^(db|tx|executor)$/], [callee.object.property.name="db"])',
          message: 'Statements run in stores: call a named store function instead.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tessera/server*', '**/apps/server/**', 'drizzle-orm*', 'fastify*', 'pg'],
              message: 'The web app never imports server code.',
            },
            deepRelative,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shop/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/admin/*', '@/admin', '**/admin/**'],
              message: 'Shop code never imports admin code.',
            },
            {
              group: ['@tessera/server*', '**/apps/server/**'],
              message: 'The web app never imports server code.',
            },
            deepRelative,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          noAttributeStrings: false,
          allowedStrings: ['·', '—', '/', ':', '|', '(', ')', '•', '…', '-', '+', '×'],
        },
      ],
    },
  },
);
