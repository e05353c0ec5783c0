// One lint configuration for the whole repository, run by `npm run lint` and CI.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'reports', 'test-results', 'playwright-report', 'node_modules', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['site/**/*.{ts,tsx}', 'common/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // STYLE 3 and 4: shared code never imports the site, and speaks only what React 19 and the
    // Preact seam both provide; the custom-element adapter alone may create a root.
    files: ['common/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'wouter', message: 'Shared components are built for the widgets too, which have no router.' },
            { name: 'react-dom', message: 'Shared components must not use react-dom APIs (STYLE 3).' },
            { name: 'react-dom/client', message: 'Only widgets/ creates roots.' },
            { name: 'react-dom/server', message: 'Shared components must not use react-dom APIs (STYLE 3).' },
          ],
          patterns: [{ group: ['**/site/**', '**/site'], message: 'Shared code never imports the site (STYLE 4).' }],
        },
      ],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'wouter', message: 'The widgets have no router.' }],
          patterns: [{ group: ['**/site/**', '**/site'], message: 'Shared code never imports the site (STYLE 4).' }],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/site/**', '**/*.tsx'], message: 'The server imports only the form contract and business facts (STYLE 4).' },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
);
