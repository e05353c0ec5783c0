// The engine suite (npm run test:engines): the site and the widgets in Firefox and in WebKit, driven through
// one small interface (tests/engines/engine-page.ts), against the build in dist/ served by the real server.
// One engine at a time, each reusing one browser for all its flows; the Playwright suite covers Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/engine-server.ts'],
    pool: 'forks',
    fileParallelism: false,
    // One more try for a flow that failed, as Playwright's CI setting does: a busy machine can keep a browser past
    // a flow's timeouts. A flow that fails twice fails the run.
    retry: process.env.CI ? 1 : 0,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
