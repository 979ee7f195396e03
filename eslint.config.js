// One lint configuration for every workspace: typescript-eslint for all code, React rules for
// the web app, and the boundary rules of the design: web never imports the server, a feature
// uses another feature only through what it exports on purpose, and only the widgets use the
// UI kit.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const NO_SERVER = {
  group: ['@dapnet/server', '**/server/**'],
  message: 'The web app never imports the server.',
};

/**
 * The web app's layers import only downwards: app → features → components → lib →
 * @dapnet/model (web/README.md). Each names the layers above one, which it may not import.
 */
const LAYER_ABOVE = {
  app: { group: ['**/app/**'], message: 'Only the app imports app/: it is the top layer.' },
  features: {
    group: ['**/features/**'],
    message:
      'components/ and lib/ never import a feature: move what they need down to lib/ or pass it in.',
  },
  components: {
    group: ['**/components/**'],
    message: 'lib/ holds code without UI and never imports components/.',
  },
};

/**
 * The UI kit (Mantine) is used only by the widgets' wrappers in web/src/components/widgets/, each
 * bringing its own styles; pages are made of web/src/components/ui/.
 */
const NO_KIT = {
  group: ['@mantine/*', '@mantine/**'],
  message:
    'Use the plain components of components/ui/, or a widget of components/widgets/ (the only place that imports the kit).',
};

/**
 * web/src/features/<a>/ may import another feature only through its `api` module and the
 * session (features/session/**); shared code belongs in components/ or lib/. `up` is how many
 * `../` lead from the importing file to web/src/features/.
 */
function featureBoundary(up) {
  const features = '../'.repeat(up);
  return {
    group: [
      `${features}*/**`,
      `!${features}*/api`,
      `!${features}session/**`,
      // Further up is components/ and lib/.
      `!${features}../**`,
      '**/features/*/**',
      '!**/features/*/api',
      '!**/features/session/**',
    ],
    message:
      'A feature uses another feature only through its api module or the session; move shared code to components/ or lib/.',
  };
}

/**
 * Small pieces (issue 27): no source file over 250 lines, no function over 80. Tests are left
 * out: a test file is as long as its cases. A piece that must stay longer says why beside it
 * (`// eslint-disable-next-line max-lines-per-function -- <why>`).
 */
const SMALL_PIECES = {
  'max-lines': ['error', { max: 250 }],
  'max-lines-per-function': ['error', { max: 80, IIFEs: true }],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_KIT] }],
    },
  },
  // A later block replaces the rule, so each keeps the other boundaries too.
  {
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_SERVER, NO_KIT, LAYER_ABOVE.app, featureBoundary(1)] },
      ],
    },
  },
  {
    files: ['web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_SERVER, NO_KIT, LAYER_ABOVE.app, featureBoundary(2)] },
      ],
    },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_SERVER, NO_KIT, LAYER_ABOVE.app, LAYER_ABOVE.features] },
      ],
    },
  },
  // The widgets wrap the kit: the only place that imports it.
  {
    files: ['web/src/components/widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_SERVER, LAYER_ABOVE.app, LAYER_ABOVE.features] },
      ],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            NO_KIT,
            LAYER_ABOVE.app,
            LAYER_ABOVE.features,
            LAYER_ABOVE.components,
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'model/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: SMALL_PIECES,
  },
  // The server's storage answers with promises (PostgreSQL is another process): a write that is
  // not awaited could be lost or reordered, and a promise in a condition is always true.
  {
    files: ['server/src/**/*.ts', 'server/test/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
);
