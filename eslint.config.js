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
/** One text field in the panel; MUI's would bring Select, Menu and Popover into every screen with a field. */
const TEXT_FIELD_MESSAGE = 'Use TextField from shared/ui/text-field (SelectField from shared/ui/select-field for a select).';
const MUI_TEXT_FIELD = [
  { name: '@mui/material/TextField', message: TEXT_FIELD_MESSAGE },
  { name: '@mui/material', importNames: ['TextField'], message: TEXT_FIELD_MESSAGE },
];
/** A route typed by hand rather than built with shared/config/paths. */
const ROUTE_LITERAL = {
  selector:
    'Literal[value=/^\\/(auth|register|forgot-password|otp-verification|restricted|trading|wallets|tickets|reports|notifications|settings)([?#]|$)/]',
  message: 'Build routes with shared/config/paths.',
};
/** Arabic-script letters in a string, a template or JSX text: Persian copy written inline in a component. */
const ARABIC_SCRIPT = '/[\\u0600-\\u06FF]/';
const PERSIAN_COPY = ['Literal[value=', 'TemplateElement[value.raw=', 'JSXText[value='].map((node) => ({
  selector: `${node}${ARABIC_SCRIPT}]`,
  message: "Persian copy lives in the feature's messages.ts",
}));
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { paths: [USE_MUTATION, ...MUI_TEXT_FIELD], patterns: [AXIOS, ...patterns] }],
});

/**
 * The mock's layers, top to bottom: main.ts and sandboxes/ (which make worlds); app.ts (one world); routes/, control/
 * and realtime/ side by side; http/; domain/; ledger/; db/. Each folder imports nothing above it. clock, config,
 * errors, logger and memory are leaves that import none of the folders; tests and test-utils.ts import anything.
 */
const MOCK_ABOVE = {
  db: ['ledger', 'domain', 'http', 'routes', 'control', 'realtime', 'sandboxes'],
  ledger: ['domain', 'http', 'routes', 'control', 'realtime', 'sandboxes'],
  domain: ['http', 'routes', 'control', 'realtime', 'sandboxes'],
  http: ['routes', 'control', 'realtime', 'sandboxes'],
  routes: ['sandboxes'],
  control: ['sandboxes'],
  realtime: ['sandboxes'],
};
const MOCK_LEAVES = ['clock', 'config', 'errors', 'logger', 'memory'];
const DOMAIN_AREAS = foldersIn('./mock-server/src/domain');
const mockAbove = (what, folders) => ({
  group: ['**/app', '**/main', '**/test-utils', ...folders.map((folder) => `**/${folder}/**`)],
  message: `The mock imports downwards: routes, control and realtime -> http -> domain -> ledger -> db. ${what} imports nothing above it.`,
});
const mockRestrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
    // A component past this is split: its state into a hook, its parts into named components.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Routes come from one module: `paths.app.settings.href('kyc')`, never a string typed by hand.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/shared/config/paths.ts', 'web/src/**/*.test.{ts,tsx}', 'web/src/**/test/**'],
    rules: { 'no-restricted-syntax': ['error', ROUTE_LITERAL] },
  },
  {
    // A component's Persian text comes from its layer's messages.ts, so each screen's copy is read and changed in one
    // place. Repeats the route rule above: the last block naming a rule replaces it.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/**/test/**'],
    rules: { 'no-restricted-syntax': ['error', ROUTE_LITERAL, ...PERSIAN_COPY] },
  },
  ...Object.entries(MOCK_ABOVE).map(([layer, above]) => ({
    files: [`mock-server/src/${layer}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: mockRestrict(mockAbove(`${layer}/`, above)),
  })),
  {
    // Written after domain/'s own rule, which it repeats: the last block naming a rule replaces it.
    files: ['mock-server/src/domain/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: mockRestrict(mockAbove('domain/', MOCK_ABOVE.domain), {
      group: DOMAIN_AREAS.filter((area) => area !== 'shared').map((area) => `../${area}/**`),
      message: 'domain/shared/ imports none of the areas beside it: they import it.',
    }),
  },
  {
    files: MOCK_LEAVES.map((leaf) => `mock-server/src/${leaf}.ts`),
    rules: mockRestrict(mockAbove('A leaf', ['db', ...MOCK_ABOVE.db])),
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
