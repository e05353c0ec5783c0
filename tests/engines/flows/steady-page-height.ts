// At 390 px wide, the home page's height stays within 5 % while it is scrolled from top to bottom, so
// the scrollbar does not jump as sections below the fold are laid out.
import { expect } from 'vitest';
import type { EngineServer } from '../engine-server';
import type { EnginePage } from '../engine-page';
import { openHydrated } from '../site-pages';

/**
 * Page function: opens `path` in a frame of 390 x 844 (a phone's viewport, which WebKitGTK's browser window
 * cannot be made as narrow as), waits for it to hydrate, then scrolls it down half a screen at a time, two
 * frames apart, and returns its width and its document's height at each step.
 */
async function heightsAtPhoneWidth(path: string): Promise<{ width: number; heights: number[] }> {
  const frame = document.createElement('iframe');
  for (const [property, value] of Object.entries({
    position: 'fixed',
    top: '0',
    left: '0',
    width: '390px',
    height: '844px',
    border: '0',
  })) {
    frame.style.setProperty(property, value);
  }
  frame.src = path;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const view = frame.contentWindow!;
  const root = view.document.documentElement;
  const frames = () => new Promise((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)));
  const hydrated = () => Object.keys(view.document.querySelector('#main > *') ?? {}).some((key) => key.startsWith('__reactProps'));
  for (let wait = 0; wait < 300 && !hydrated(); wait += 1) await frames();
  if (!hydrated()) throw new Error(`${path} did not hydrate in the frame.`);
  const heights = [root.scrollHeight];
  for (let step = 0; step < 400 && view.scrollY + view.innerHeight < root.scrollHeight - 1; step += 1) {
    view.scrollTo({ top: view.scrollY + view.innerHeight / 2, behavior: 'instant' });
    await frames();
    heights.push(root.scrollHeight);
  }
  return { width: view.innerWidth, heights };
}

/** Scrolls the home page at phone width and fails when its height varied by more than 5 %. */
export async function steadyPageHeight(page: EnginePage, server: EngineServer) {
  await openHydrated(page, `${server.site}/privacy`);
  const { width, heights } = await page.evaluate(heightsAtPhoneWidth, '/');
  expect(width).toBe(390);
  const [lowest, highest] = [Math.min(...heights), Math.max(...heights)];
  expect(highest, `the page's height at each step: ${heights.join(', ')}`).toBeLessThanOrEqual(lowest * 1.05);
}
