// The Firefox adapter: Debian's firefox-esr (or FIREFOX_PATH), headless, driven by puppeteer-core over
// WebDriver BiDi, with no geckodriver in between.
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import type { EnginePage, Target } from './engine-page';
import { findTarget } from './find-target';

export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Launches Firefox with one page of 1280 x 900. */
export async function launchFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const version = await browser.version();

  const element = async (target: Target) => {
    const found = await page.waitForFunction(findTarget, { timeout: 10_000, polling: 50 }, target).catch((error: Error) => {
      throw new Error(`${JSON.stringify(target)} in ${page.url()}: ${error.message}`);
    });
    return found.asElement() as ElementHandle;
  };

  return {
    engine: 'firefox',
    version: `Firefox ${version.split('/').pop()} (${firefoxPath})`,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) {
      // Puppeteer's types allow handles among the arguments; the flows pass plain JSON.
      return page.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<Awaited<R>>;
    },
    async click(target) {
      await (await element(target)).click();
    },
    async type(target, text) {
      await (await element(target)).type(text);
    },
    press: (key) => page.keyboard.press(key),
    close: () => browser.close(),
  };
}
