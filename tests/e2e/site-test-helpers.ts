// Shared steps for the site's end-to-end specs (tests/e2e/site-*.spec.ts).
import type { Page } from '@playwright/test';
import { prerenderPaths } from '../../site/routes';

/** Every prerendered path, plus one the server answers with 404.html. */
export const sitePaths = prerenderPaths();
export const unknownPath = '/no-such-page';

/**
 * Resolves once React owns the page, so clicks and typing reach its handlers rather than the
 * prerendered HTML. React marks the root container when hydrateRoot or createRoot takes it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Opens `path` and waits until it is hydrated. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
