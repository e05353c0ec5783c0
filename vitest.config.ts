// Unit tests run the shared components under Preact, as the widgets ship them.
import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.widget.config.ts';

export default defineConfig({
  resolve: { alias: preactAliases },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/setup-unit.ts'],
    restoreMocks: true,
  },
});
