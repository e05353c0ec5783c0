// End-to-end tests: the built site and the embed demo, served by the real server on loopback. Each worker starts its
// own server with a database of its own (tests/e2e/fixtures.ts), which also sets baseURL.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  // One more try under CI, where a busy machine can delay a paint past a test's waits; Playwright reports a test
  // that passed only on its second try as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  globalSetup: './tests/e2e/print-chromium-version.ts',
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
});
