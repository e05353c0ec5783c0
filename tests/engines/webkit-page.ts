// The WebKit adapter: WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's webkit2gtk-driver) through
// selenium-webdriver, on a virtual display of its own. WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH name others.
import { spawn } from 'node:child_process';
import { machine } from 'node:os';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { EnginePage, Target } from './engine-page';
import { findTarget } from './find-target';
import { listeningPort } from './listening-port';
import { startXvfb } from './start-xvfb';
import { until } from './until';

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const miniBrowserPath = process.env.WEBKIT_BROWSER_PATH || `/usr/lib/${machine()}-linux-gnu/webkit2gtk-4.1/MiniBrowser`;

const keys = { Tab: Key.TAB, Enter: Key.ENTER, Escape: Key.ESCAPE };

/** Starts a display, the driver and a MiniBrowser session, with a viewport of 1280 x 900. */
export async function launchWebKit(): Promise<EnginePage> {
  const display = await startXvfb();
  // The driver takes a port of the system's choosing, and says nothing of it: its socket says.
  const driverProcess = spawn(webkitDriverPath, ['--port=0'], { env: { ...process.env, DISPLAY: display.display }, stdio: 'ignore' });
  const stop = () => {
    driverProcess.kill();
    display.stop();
  };
  let driver: WebDriver;
  try {
    const port = await until('WebKitWebDriver to listen', () => listeningPort(driverProcess.pid!));
    const server = `http://127.0.0.1:${port}`;
    await until(`WebKitWebDriver at ${server}`, async () => (await fetch(`${server}/status`)).ok);
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  const capabilities = await driver.getCapabilities();

  /**
   * The element, found and scrolled to the middle of the viewport, a frame given to lay out what came into view.
   * WebKitWebDriver scrolls it only to the edge and reads its position once: when sections laid out on the way
   * (content-visibility: auto) move it, the element is reported as not interactable.
   */
  const element = async (target: Target) => {
    const found = await until(JSON.stringify(target), () => driver.executeScript<WebElement | null>(findTarget, target));
    await driver.executeScript(
      (node: Element) =>
        new Promise((resolve) => {
          node.scrollIntoView({ block: 'center', behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      found,
    );
    return found;
  };

  const page: EnginePage = {
    engine: 'webkit',
    version: `WebKitGTK ${capabilities.get('browserVersion')} (${capabilities.get('browserName')})`,
    goto: (url) => driver.get(url),
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    async click(target) {
      await (await element(target)).click();
    },
    async type(target, text) {
      await (await element(target)).sendKeys(text);
    },
    press: (key) => driver.actions().keyDown(keys[key]).keyUp(keys[key]).perform(),
    // WebDriver acts in one browsing context at a time: the frame's, until switched back to its parent.
    async inFrame(target, work) {
      await driver.switchTo().frame(await element(typeof target === 'string' ? { css: target } : target));
      try {
        return await work(page);
      } finally {
        await driver.switchTo().parentFrame();
      }
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        stop();
      }
    },
  };
  await sizeViewport(driver, 1280, 900);
  return page;
}

/** Sizes the window so that its viewport is `width` x `height`: the window's size includes its frame and toolbar. */
async function sizeViewport(driver: WebDriver, width: number, height: number) {
  await driver.manage().window().setRect({ width, height });
  const inner = await driver.executeScript<{ width: number; height: number }>(() => ({ width: innerWidth, height: innerHeight }));
  await driver
    .manage()
    .window()
    .setRect({ width: 2 * width - inner.width, height: 2 * height - inner.height });
}
