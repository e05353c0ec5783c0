// The WordPress suite (npm run test:wordpress): the plugin's zip from the build in dist/ on Debian's WordPress, with
// MariaDB, PHP-FPM and nginx started for the run, and the site's server taking the leads; so it runs after npm run build.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/wordpress/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
