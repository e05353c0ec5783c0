// End-to-end tests: the built site and the embed demo, served by the real server on loopback.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import { ports, siteOrigin } from './tests/e2e/origins';

// A database of the run's own. Named in the environment, which the test workers inherit, so that their loading of
// this file again finds the same one, and a test can read what the server stored (tests/e2e/stored-leads.ts).
process.env.E2E_LEADS_DB ??= join(mkdtempSync(join(tmpdir(), 'e2e-leads-')), 'leads.sqlite');

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
    baseURL: siteOrigin,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    // node itself, not npx: npx does not pass the stop signal on to the server.
    command: 'node --import tsx server/http/main.ts',
    url: `${siteOrigin}/`,
    env: {
      ...process.env,
      PORT: String(ports.site),
      DEMO_PORT: String(ports.demo),
      HOST: '127.0.0.1',
      // Room for every post the tests send from one address.
      LEADS_DB: process.env.E2E_LEADS_DB,
      RATE_LIMIT_MAX: '1000',
      LEADS_PER_CLIENT_PER_DAY: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
