// Shared steps for the site's end-to-end specs (tests/e2e/site-*.spec.ts).
import type { Page } from '@playwright/test';
import { prerenderPaths } from '../../site/routes';

/** Every prerendered path, plus one the server answers with 404.html. */
export const sitePaths = prerenderPaths();
export const unknownPath = '/no-such-page';

/**
 * Resolves once React has hydrated the page (or rendered it, where it renders afresh), so clicks and typing reach
 * its handlers rather than the prerendered HTML, which does nothing with them. React marks the root container,
 * and every node it has hydrated, with keys of its own. The frame hydrates first; the page, inside its Suspense
 * boundary, in slices after it: so the page's own first node is the one to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const content = document.querySelector('#main > *');
    const owned = (node: Element | null) => node !== null && Object.keys(node).some((key) => key.startsWith('__react'));
    return owned(root) && owned(content) && Object.keys(content!).some((key) => key.startsWith('__reactProps'));
  });
}

/** Opens `path` and waits until it is hydrated. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** A chunk of the site's start: React, the router, the frame. */
export const startChunk = /\/assets\/start-[\w-]+\.js$/;

/** Holds React back until the returned function is called, so that a test can act on the prerendered page. */
export async function holdReact(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(startChunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
