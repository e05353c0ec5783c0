// One lint configuration for the whole repository, run by `npm run lint` and CI. The import rules
// below are the layout (conventions §3 and §4, docs/conventions.md): each folder says what it may import, and nothing more.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const wouter = { name: 'wouter', message: 'common/ is built for the widgets too, which have no router.' };
const createsRoots = {
  name: 'react-dom/client',
  message: 'Only the widget adapter (widgets/) and the site start (site/start.tsx) create roots.',
};
const reactDom = ['react-dom', 'react-dom/server'].map((name) => ({
  name,
  message: 'common/ speaks only what React 19 and the Preact seam both provide: no react-dom APIs (conventions §3).',
}));
// React fires onChange on every keystroke in a text field; Preact, like the DOM, only on blur. Both
// fire onInput on every keystroke, so the shared components bind typed text with it (conventions §3).
const typedTextOnChange = {
  selector:
    "JSXOpeningElement[name.name='textarea'] > JSXAttribute[name.name='onChange'], JSXOpeningElement[name.name='input']:not(:has(JSXAttribute[name.name='type'][value.value=/^(checkbox|radio|file)$/])) > JSXAttribute[name.name='onChange']",
  message: 'Bind typed text with onInput: the widgets run on Preact, whose onChange waits for blur (conventions §3).',
};
// A page's first Intl format sets up ICU's locale data: over 100 ms of main thread on a slow phone, in the
// middle of loading. Numbers, dates and sorting are written by hand instead (formatWholeNumber, formatDate).
const noIntl = [
  ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({
    property,
    message: `${property} sets up ICU on first use, a long task on a slow phone: write it by hand (formatWholeNumber, formatDate).`,
  })),
];
const notTheApps = {
  group: ['**/site', '**/site/**', '**/widgets', '**/widgets/**'],
  message: 'common/ never imports the site or the widgets that use it (conventions §4).',
};
// tests/server/ is not server code: its helpers start the server as a process, and the benchmarks share them.
const serverCode = {
  regex: '(^|/)(?<!tests/)server/',
  message: 'The build and its scripts load no server code: share it through serving/, which the server imports too.',
};

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
      'no-restricted-properties': ['error', ...noIntl],
      'no-restricted-globals': [
        'error',
        {
          name: 'Intl',
          message: 'Intl sets up ICU on first use, a long task on a slow phone: write it by hand (formatWholeNumber, formatDate).',
        },
      ],
    },
  },
  {
    files: ['common/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [wouter, createsRoots, ...reactDom], patterns: [notTheApps] }],
      'no-restricted-syntax': ['error', typedTextOnChange],
    },
  },
  {
    // The form contract is what every side agrees on: it stands alone.
    files: ['common/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'common/contract/ imports nothing outside itself.' }] },
      ],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/start.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [createsRoots] }] },
  },
  {
    files: ['widgets/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'wouter', message: 'The widgets have no router.' }],
          patterns: [{ group: ['**/site', '**/site/**'], message: 'The widgets never import the site (conventions §4).' }],
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
            {
              group: ['**/site', '**/site/**', '**/widgets', '**/widgets/**', '**/scripts/**', 'react', 'react-dom', 'react-dom/*'],
              message: 'The server imports only the form contract and the business facts (conventions §4).',
            },
            {
              regex: '(^|/)common/(?!contract/|content/business$)',
              message: 'The server imports only the form contract and the business facts (conventions §4).',
            },
          ],
        },
      ],
    },
  },
  {
    // Building, measuring and benchmarking load no server code: what they share with the server (where the build
    // lies, SITE_ORIGIN, the compressed twins, the headers, the start line) is in serving/, which both import.
    files: ['scripts/build/**/*.ts', 'scripts/size/**/*.ts', 'scripts/bench/**/*.ts', 'vite*.config.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverCode] }] },
  },
  {
    files: ['serving/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverCode,
            {
              regex: '(^|/)(scripts|site|widgets)/|^react|(^|/)common/(?!contract/|content/business(\\.ts)?$)',
              message: 'serving/ holds what the build and the server share: it imports only the form contract and the business facts.',
            },
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
