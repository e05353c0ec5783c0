// Unit tests in three projects: the site on real React 19, as it ships; common/ and the widget
// adapter under the Preact seam, on the widgets' patched Preact, as the widgets ship them; the
// server and scripts in plain Node.
import { defineConfig } from 'vitest/config';
import { siteDefine } from './vite.config.ts';
import { clientOnlyDefine, preactAliases } from './vite.widget.config.ts';

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        define: siteDefine,
        test: { name: 'site', include: ['tests/site/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['tests/setup-site.ts'] },
      },
      {
        extends: true,
        resolve: { alias: preactAliases },
        define: clientOnlyDefine,
        test: {
          name: 'common',
          // Through Vite, so that its 'preact' and 'preact/test-utils' are the widgets' Preact too.
          server: { deps: { inline: ['@testing-library/preact'] } },
          include: ['tests/common/**/*.test.{ts,tsx}', 'tests/widgets/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup-common.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'tests/*.test.ts',
            'tests/serving/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
    ],
  },
});
