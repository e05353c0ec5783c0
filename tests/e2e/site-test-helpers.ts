// Shared steps for the site's end-to-end specs (tests/e2e/site-*.spec.ts).
import type { Page } from '@playwright/test';
import { prerenderPaths } from '../../site/routes';

/** Every prerendered path, plus one the server answers with 404.html. */
export const sitePaths = prerenderPaths();
export const unknownPath = '/no-such-page';

/**
 * Resolves once React has hydrated the page (or rendered it, where it renders afresh), so clicks and typing reach
 * its handlers rather than the prerendered HTML. React marks the root container with its root fiber when
 * hydrateRoot or createRoot takes it; the fiber's FiberRoot says whether the committed tree is still dehydrated.
 * Hydration runs as a transition, in slices, so the mark alone comes too early.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
    const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer'));
    if (!root || !key) return false;
    const fiber = root[key] as { stateNode: { current: { memoizedState: { isDehydrated: boolean; element: unknown } | null } } };
    const state = fiber.stateNode.current.memoizedState;
    return state !== null && !state.isDehydrated && state.element != null;
  });
}

/** Opens `path` and waits until it is hydrated. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
