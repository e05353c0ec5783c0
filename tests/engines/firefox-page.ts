// The Firefox adapter: Debian's firefox-esr (or FIREFOX_PATH), headless, driven by puppeteer-core over
// WebDriver BiDi, with no geckodriver in between.
import puppeteer, { type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import type { EngineDocument, EnginePage, Target } from './engine-page';
import { findTarget } from './find-target';

export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Launches Firefox with one page of 1280 x 900. */
export async function launchFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const version = await browser.version();
  return {
    ...documentOf(page, page.mainFrame()),
    engine: 'firefox',
    version: `Firefox ${version.split('/').pop()} (${firefoxPath})`,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    close: () => browser.close(),
  };
}

/** What a flow does in one document of `page`: the page's own, or an iframe's. */
function documentOf(page: Page, frame: Frame): EngineDocument {
  const element = async (target: Target) => {
    const found = await frame.waitForFunction(findTarget, { timeout: 10_000, polling: 50 }, target).catch((error: Error) => {
      throw new Error(`${JSON.stringify(target)} in ${frame.url()}: ${error.message}`);
    });
    return found.asElement() as ElementHandle;
  };
  return {
    evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) {
      // Puppeteer's types allow handles among the arguments; the flows pass plain JSON.
      return frame.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<Awaited<R>>;
    },
    async click(target) {
      await (await element(target)).click();
    },
    async type(target, text) {
      await (await element(target)).type(text);
    },
    press: (key) => page.keyboard.press(key),
    async inFrame(target, work) {
      const iframe = await element(typeof target === 'string' ? { css: target } : target);
      const inner = await iframe.contentFrame();
      if (!inner) throw new Error(`${JSON.stringify(target)} in ${frame.url()} has no document`);
      return work(documentOf(page, inner));
    },
  };
}
