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
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_KIT, featureBoundary(1)] }],
    },
  },
  {
    files: ['web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_KIT, featureBoundary(2)] }],
    },
  },
  // The widgets wrap the kit. The map page (features/transmitter-map/) and the provider it uses
  // (components/kit/) still use the kit's buttons and fields directly until that folder is split.
  {
    files: ['web/src/components/widgets/**/*.{ts,tsx}', 'web/src/components/kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_SERVER] }],
    },
  },
  {
    files: ['web/src/features/transmitter-map/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, featureBoundary(1)] }],
    },
  },
  {
    files: ['web/src/features/transmitter-map/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, featureBoundary(2)] }],
    },
  },
);
