// The deployment suite (npm run test:deploy): the systemd units checked by systemd-analyze, and Debian's Caddy in
// front of the server on a socket held across restarts. It reads the build in dist/, so it runs after npm run build.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
