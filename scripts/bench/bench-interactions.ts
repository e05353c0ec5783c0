// `npm run bench:interactions [-- --runs 5]`: the time from input to the next paint of every calculator interaction,
// in the site (/) and in the widget (the embed demo, a second origin), in headless Chromium with the CPU slowed 4x.
// Measured in the page with the Event Timing API; each run is a fresh page. Reads the build in dist/, or DIST_DIR.
// A benchmark to read, not a test: it exits non-zero only when it cannot measure.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { readDistDir } from '../../serving/dist-dir';
import { chromiumArgs, chromiumPath } from '../chromium';
import { calculatorSteps } from './calculator-steps';
import { medianAndWorst } from './median-and-worst';
import { startBuiltSite } from './start-built-site';
import { stepDurations, type EventEntry, type StepFigure } from './step-durations';
import { textTable } from '../text-table';

const cpuSlowdown = 4;
/** The observer's threshold: shorter events are not reported, and print as "<16". */
const durationThreshold = 16;
const budgetMs = 50;
/** Lighthouse's mobile screen, so the layout is the one a phone lays out. */
const viewport = { width: 412, height: 823 };

/** Runs in the page before its scripts: keeps every event entry of at least the threshold, earlier ones included. */
function observeEvents(threshold: number) {
  const entries: unknown[] = [];
  Object.assign(window, { benchEventEntries: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      const { name, interactionId, startTime, processingStart, processingEnd, duration } = entry;
      entries.push({ name, interactionId, startTime, processingStart, processingEnd, duration });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

/** Resolves after the next frame has painted and the tasks it queued have run. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done, 50), 0))));

/** Where each calculator is: the page to open, and how to find the calculator once it can take input. */
interface Surface {
  name: string;
  url: string;
  open: (page: Page) => Promise<Locator>;
}

/** One run on a fresh page: each step's slowest interaction, by step, with the labels in order. */
async function runOnce(browser: Browser, surface: Surface): Promise<{ labels: string[]; figures: (StepFigure | undefined)[] }> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.addInitScript(observeEvents, durationThreshold);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(surface.url);
    const root = await surface.open(page);
    await settle(page);
    const steps = calculatorSteps(page, root);
    const starts: number[] = [];
    for (const step of steps) {
      if (step.prepare) {
        await step.prepare();
        await settle(page);
      }
      starts.push(await page.evaluate(() => performance.now()));
      await step.act();
      await settle(page);
    }
    await page.waitForTimeout(500);
    const entries = (await page.evaluate(() => (window as unknown as { benchEventEntries: EventEntry[] }).benchEventEntries)) ?? [];
    return { labels: steps.map((step) => step.label), figures: stepDurations(starts, entries) };
  } finally {
    await context.close();
  }
}

const shown = (milliseconds: number) => (milliseconds < durationThreshold ? `<${durationThreshold}` : String(Math.round(milliseconds)));
const split = (figure: StepFigure) =>
  `${figure.event}: ${Math.round(figure.inputDelay)} input delay + ${Math.round(figure.processing)} processing + ${Math.round(figure.presentationDelay)} to paint`;

/** `--runs N`, 5 unless given. */
function readRuns(): number {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number above 0, not ${values.runs}.`);
  return runs;
}

async function main() {
  const runs = readRuns();
  const site = await startBuiltSite(resolve(readDistDir()));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const surfaces: Surface[] = [
      {
        name: 'site',
        url: `${site.siteOrigin}/`,
        open: async (page) => {
          // React sets its props on a DOM node once it has hydrated it. The page hydrates after the frame, inside
          // its Suspense boundary, so the calculator's own tabs are the ones to wait for: a click before that would
          // time hydrating too.
          await page.waitForFunction(() => {
            const tabs = [...document.querySelectorAll('[role="tab"]')];
            return tabs.length > 0 && tabs.every((tab) => Object.keys(tab).some((key) => key.startsWith('__reactProps')));
          });
          return page.getByRole('region', { name: 'Instant Quote Calculator' });
        },
      },
      {
        name: 'widget',
        url: `${site.demoOrigin}/`,
        open: async (page) => {
          const root = page.locator('okanagan-quote-calculator');
          await root.getByRole('tab', { name: 'Membership' }).waitFor();
          return root;
        },
      },
    ];
    let labels: string[] = [];
    const bySurface = new Map<string, (StepFigure | undefined)[][]>();
    for (const surface of surfaces) {
      const perRun: (StepFigure | undefined)[][] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await runOnce(browser, surface);
        labels = result.labels;
        perRun.push(result.figures);
      }
      bySurface.set(surface.name, perRun);
    }

    const rows = [['Interaction (ms, input to next paint)', ...surfaces.flatMap(({ name }) => [`${name} worst`, `${name} median`])]];
    const over: string[] = [];
    labels.forEach((label, step) => {
      const cells = surfaces.flatMap(({ name }) => {
        const figures = bySurface.get(name)!.map((run) => run[step]);
        const { median, worst } = medianAndWorst(
          figures.map((figure) => figure?.duration ?? 0),
          'lower',
        );
        const slowest = figures.reduce<StepFigure | undefined>((a, b) => (b && (!a || b.duration > a.duration) ? b : a), undefined);
        if (slowest && worst > budgetMs) over.push(`${name}, ${label}: worst ${Math.round(worst)} ms (${split(slowest)})`);
        return [shown(worst), shown(median)];
      });
      rows.push([label, ...cells]);
    });
    console.log(
      `Event Timing (durationThreshold ${durationThreshold} ms; durations rounded to 8 ms), CPU ${cpuSlowdown}x slower, ${viewport.width}x${viewport.height}, ` +
        `headless Chromium ${browser.version()}; ${runs} run${runs === 1 ? '' : 's'}, each on a fresh page; the worst interaction of a step counts.\n`,
    );
    console.log(textTable(rows, 'figures').join('\n'));
    console.log(over.length === 0 ? `\nNo interaction over ${budgetMs} ms.` : `\nOver ${budgetMs} ms:\n${over.join('\n')}`);
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
