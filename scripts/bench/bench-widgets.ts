// Prints the size of each widget script (raw, gzip, brotli: what partners download) and the time
// from script start to first render on the embed-demo pages. Run after a build:
//   npx tsx scripts/bench/bench-widgets.ts            (reads dist/, or DIST_DIR; RUNS=20 loads per page)
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { readDistDir } from '../../serving/dist-dir';
import { widgetNames, type WidgetName } from '../../vite.widget.config';
import { chromiumArgs, chromiumPath } from '../chromium';
import { byteSizes, compressionNote } from '../size/size-report';
import { startBuiltSite } from './start-built-site';

const distDir = resolve(readDistDir());
const runs = Number(process.env.RUNS || 20);

/** Where each script is timed: the demo page that loads it, or the blank page with its snippet written in. */
const benchPages: Record<WidgetName, { page: string; snippet?: string }> = {
  'quote-calculator': { page: '/' },
  'quote-form': { page: '/blank.html', snippet: '<okanagan-quote-form partner="bench"></okanagan-quote-form>' },
  'contact-form': { page: '/blank.html', snippet: '<okanagan-contact-form partner="bench"></okanagan-contact-form>' },
  all: { page: '/widgets.html' },
};

// Runs in the page before anything else. Script start: the widget script's first read of
// document.currentScript (define-widget.ts reads it while the script runs). First render:
// customElements.define returning, since upgrading an element renders it synchronously.
function installProbes() {
  const marks: { start?: number; rendered?: number } = {};
  Object.assign(window, { widgetBench: marks });
  const currentScript = Object.getOwnPropertyDescriptor(Document.prototype, 'currentScript')!;
  Object.defineProperty(Document.prototype, 'currentScript', {
    configurable: true,
    get() {
      const script = currentScript.get!.call(this) as HTMLScriptElement | null;
      if (script?.src.includes('/widgets/')) marks.start ??= performance.now();
      return script;
    },
  });
  const define = CustomElementRegistry.prototype.define;
  CustomElementRegistry.prototype.define = function (...args: Parameters<typeof define>) {
    define.apply(this, args);
    if (args[0].startsWith('okanagan-')) marks.rendered = performance.now();
  };
}

/** Milliseconds from the script's first line running to its last element rendered, for one cold load. */
async function timeOnce(browser: Browser, demoOrigin: string, siteOrigin: string, name: WidgetName): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(installProbes);
  const { page: path, snippet } = benchPages[name];
  await page.goto(`${demoOrigin}${path}`);
  if (snippet)
    await page.setContent(`<!doctype html><title>Bench</title><script src="${siteOrigin}/widgets/${name}.js" defer></script>${snippet}`);
  const rendered = await page.waitForFunction(() => {
    const { start, rendered } = (window as unknown as { widgetBench: { start?: number; rendered?: number } }).widgetBench;
    return start !== undefined && rendered !== undefined && { milliseconds: rendered - start };
  });
  const { milliseconds } = (await rendered.jsonValue()) as { milliseconds: number };
  await context.close();
  return milliseconds;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

async function main() {
  const server = await startBuiltSite(distDir);
  const { demoOrigin } = server;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const rows: string[][] = [['script', 'raw', 'gzip', 'brotli', 'script start → first render (median, p90)', 'timed on']];
    for (const name of widgetNames) {
      const sizes = await byteSizes(await readFile(join(distDir, 'widgets', `${name}.js`)));
      const timings: number[] = [];
      for (let run = 0; run < runs; run += 1) timings.push(await timeOnce(browser, demoOrigin, server.siteOrigin, name));
      timings.sort((a, b) => a - b);
      const percentile = (share: number) => `${timings[Math.min(timings.length - 1, Math.floor(timings.length * share))].toFixed(1)} ms`;
      rows.push([
        `${name}.js`,
        kB(sizes.raw),
        kB(sizes.gzip),
        kB(sizes.brotli),
        `${percentile(0.5)}, ${percentile(0.9)}`,
        benchPages[name].page,
      ]);
    }
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows)
      console.log(
        row.map((cell, column) => (column === 0 || column === 5 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '),
      );
    console.log(`\n${runs} cold loads each, headless Chromium ${browser.version()}; ${compressionNote}.`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
