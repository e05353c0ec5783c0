// Playwright's global setup: says which Chromium the end-to-end tests run in, before the first test.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

/** Starts the browser the tests use, as they start it, and prints its version. */
export default async function printChromiumVersion() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  console.log(`Chromium tests run in Chromium ${browser.version()} (${chromiumPath})`);
  await browser.close();
}
