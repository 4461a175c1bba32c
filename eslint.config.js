import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders themselves, so a new feature or entity is covered without editing this file. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = foldersIn('./web/src/features');
const ENTITIES = foldersIn('./web/src/entities');

const AXIOS = { group: ['axios'], message: 'Use shared/api/client.' };
const CLIENT = {
  group: ['**/shared/api/client'],
  message: 'Call the endpoint through its api/ module (see features/tickets/api).',
};
/** The one mutation hook that sends once per click; see shared/api/mutation.ts. */
const USE_MUTATION = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message: 'Use useSingleFlightMutation from shared/api/mutation: it sends once however often it is called.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { paths: [USE_MUTATION], patterns: [AXIOS, ...patterns] }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'playwright-report/**', 'test-results/**', '.mock-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Imports flow shared -> entities -> features -> app; each layer's own rule follows.
      ...restrict(),
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      {
        group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
        message: 'Features do not import each other: move what both read to entities/, shared/ or contracts.',
      },
      { group: ['**/app/**'], message: 'Imports flow shared -> entities -> features -> app.' },
    ),
  })),
  ...ENTITIES.map((entity) => ({
    files: [`web/src/entities/${entity}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict(
      {
        group: ENTITIES.filter((e) => e !== entity).flatMap((e) => [`**/entities/${e}`, `**/entities/${e}/**`]),
        message: 'An entity does not import another: each reacts to its own events.',
      },
      { group: ['**/features/**', '**/app/**'], message: 'Entities import only shared/ and contracts.' },
    ),
  })),
  {
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: restrict({ group: ['**/entities/**', '**/features/**', '**/app/**'], message: 'shared/ depends on nothing above it.' }),
  },
  {
    // Routes come from one module: `paths.app.settings.href('kyc')`, never a string typed by hand.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/shared/config/paths.ts', 'web/src/**/*.test.{ts,tsx}', 'web/src/**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(auth|register|forgot-password|otp-verification|restricted|trading|wallets|tickets|reports|notifications|settings)([?#]|$)/]',
          message: 'Build routes with shared/config/paths.',
        },
      ],
    },
  },
  {
    // In features and entities only the api/ modules reach the HTTP client: one file per endpoint, so a component asks
    // its api/ module. typescript-eslint's copy of no-restricted-imports, so it holds beside each layer's own rule (a
    // flat config keeps only the last options given to one rule).
    files: ['web/src/{features,entities}/**/*.{ts,tsx}'],
    ignores: ['web/src/**/api/**', 'web/src/**/*.test.{ts,tsx}', 'web/src/**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CLIENT] }],
    },
  },
  {
    // The client and the mutation hook are where axios and useMutation are used, once.
    files: ['web/src/shared/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/entities/**', '**/features/**', '**/app/**'], message: 'shared/ depends on nothing above it.' }] }],
    },
  },
);
