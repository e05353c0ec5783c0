// `npm run bench:interactions [-- --runs 5] [--steps TEXT] [--update-baseline]`: the time from input to the last frame
// it causes, for every calculator interaction, in the site (/) and in the widget (the embed demo, a second origin), in
// headless Chromium with the CPU slowed 4x. Measured in the page: Event Timing for input to the next paint, and the
// frames the calculator's changes take after it (watch-rendering.ts); each run is a fresh page. Reads the build in
// dist/, or DIST_DIR. Prints each figure beside the last release's (bench-baseline.json) and how fast the machine was
// (machine-state.ts), writes what it prints to reports/, and exits non-zero when an interaction's worst is over the
// budget. `--steps TEXT` times only the steps whose label contains TEXT (after the ones before them, untimed), to
// measure one interaction over many runs; it writes no report.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { readDistDir } from '../../serving/dist-dir';
import { chromiumArgs, chromiumPath } from '../chromium';
import { calculatorSteps, stepsFor } from './calculator-steps';
import { medianAndWorst } from './median-and-worst';
import { startBuiltSite } from './start-built-site';
import { stepDurations, type EventEntry, type StepFigure } from './step-durations';
import { textTable } from '../text-table';
import { durationText } from './duration-text';
import { benchmarkIndex, indexText, loadLine } from './machine-state';
import { readBaseline, updateBaseline, writeReport, type BaselinePart } from './bench-baseline';
import { renderingQuiet, settledAfter, watchRendering, type RenderingNotes } from './watch-rendering';

const cpuSlowdown = 4;
/** The observer's threshold: shorter events are not reported, and print as "<16". */
const durationThreshold = 16;
/** Every interaction's worst, from input to its last frame, at the CPU slowdown above. */
const budgetMs = 40;
/** How long a visitor's eyes rest on what they are about to press, once it has scrolled into view. */
const pauseMs = 300;
/** How long nothing in the calculator must change before a step counts as done. */
const quietMs = 150;
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

/** Where each calculator is: the page to open, how to find the calculator once it can take input, and its element. */
interface Surface {
  name: string;
  url: string;
  open: (page: Page) => Promise<Locator>;
  /** The selector of the element whose changes are the calculator's (a widget's host: its shadow root is watched). */
  watch: string;
}

/** A step's figure in one run: Event Timing's split of its slowest interaction, and the time to its last frame. */
interface RunFigure {
  timing?: StepFigure;
  /** From the input behind the step's last change to the end of the rendering work of the frame after it. */
  settled?: number;
}

/** The figure a step is judged by: the later of its next paint and its last frame's work, 0 when it changed nothing. */
const worstOf = (figure: RunFigure | undefined) => Math.max(figure?.timing?.duration ?? 0, figure?.settled ?? 0);

/** One run on a fresh page: each step's figures, by step, with the labels in order, up to the last step `steps` names. */
async function runOnce(browser: Browser, surface: Surface, steps?: string): Promise<{ labels: string[]; figures: RunFigure[] }> {
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
    await page.evaluate(watchRendering, surface.watch);
    const all = calculatorSteps(page, root);
    const labels = all.map(({ label }) => label);
    const run = all.slice(0, stepsFor(labels, steps).count);
    const starts: number[] = [];
    for (const step of run) {
      if (step.prepare) {
        await step.prepare();
        await settle(page);
      }
      // A visitor scrolls, reads, then presses: what the scroll brought into view (sections, pictures) is drawn by then.
      await page.waitForTimeout(pauseMs);
      starts.push(await page.evaluate(() => performance.now()));
      await step.act();
      await settle(page);
      await page.evaluate(renderingQuiet, quietMs);
    }
    starts.push(await page.evaluate(() => performance.now()));
    await page.waitForTimeout(500);
    const entries = (await page.evaluate(() => (window as unknown as { benchEventEntries: EventEntry[] }).benchEventEntries)) ?? [];
    const notes = await page.evaluate(() => (window as unknown as { benchRendering: RenderingNotes }).benchRendering);
    const timings = stepDurations(starts.slice(0, -1), entries);
    const figures = timings.map((timing, step) => ({ timing, settled: settledAfter(notes, starts[step], starts[step + 1]) }));
    return { labels: labels.slice(0, run.length), figures };
  } finally {
    await context.close();
  }
}

const shown = (milliseconds: number) => durationText(milliseconds, { threshold: durationThreshold, budget: budgetMs });
const split = ({ timing, settled }: RunFigure) =>
  [
    timing &&
      `${timing.event}: ${Math.round(timing.inputDelay)} input delay + ${Math.round(timing.processing)} processing + ${Math.round(timing.presentationDelay)} to paint`,
    settled !== undefined && `last frame's work done ${Math.round(settled)} ms after the input behind its last change`,
  ]
    .filter(Boolean)
    .join('; ');

/** `--runs N`, 5 unless given, `--steps TEXT` and `--update-baseline`. */
function readOptions(): { runs: number; steps?: string; update: boolean } {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, steps: { type: 'string' }, 'update-baseline': { type: 'boolean', default: false } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number above 0, not ${values.runs}.`);
  if (values.steps !== undefined && values['update-baseline']) throw new Error('--update-baseline needs every step: drop --steps.');
  return { runs, steps: values.steps, update: values['update-baseline'] };
}

async function main() {
  const { runs, steps, update } = readOptions();
  const baseline = await readBaseline('interactions');
  const site = await startBuiltSite(resolve(readDistDir()));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const loadBefore = loadLine();
    const speeds = [await benchmarkIndex(browser)];
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
        watch: '[part~="calculator"]',
      },
      {
        name: 'widget',
        url: `${site.demoOrigin}/`,
        open: async (page) => {
          const root = page.locator('okanagan-quote-calculator');
          await root.getByRole('tab', { name: 'Membership' }).waitFor();
          return root;
        },
        watch: 'okanagan-quote-calculator',
      },
    ];
    let labels: string[] = [];
    const bySurface = new Map<string, RunFigure[][]>();
    for (const surface of surfaces) {
      const perRun: RunFigure[][] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await runOnce(browser, surface, steps);
        labels = result.labels;
        perRun.push(result.figures);
      }
      bySurface.set(surface.name, perRun);
    }
    speeds.push(await benchmarkIndex(browser));
    const loadAfter = loadLine();
    const machine =
      `Measured with ${loadBefore} at the start, ${loadAfter} at the end; Lighthouse benchmark index ` +
      `${indexText(speeds[0])} before the runs, ${indexText(speeds[1])} after (higher is faster).`;

    const rows = [
      ['Interaction (ms, input to last frame)', ...surfaces.flatMap(({ name }) => [`${name} worst`, `${name} median`, `${name} before`])],
    ];
    const over: string[] = [];
    const worstBySurface: BaselinePart = {};
    const { timed } = stepsFor(labels, steps);
    labels.forEach((label, step) => {
      if (!timed.has(label)) return;
      const cells = surfaces.flatMap(({ name }) => {
        const figures = bySurface.get(name)!.map((run) => run[step]);
        const { median, worst } = medianAndWorst(figures.map(worstOf), 'lower');
        const slowest = figures.reduce<RunFigure | undefined>((a, b) => (b && (!a || worstOf(b) > worstOf(a)) ? b : a), undefined);
        if (slowest && worst > budgetMs) over.push(`${name}, ${label}: worst ${shown(worst)} ms (${split(slowest)})`);
        (worstBySurface[name] ??= {})[label] = Math.round(worst);
        const before = baseline[name]?.[label];
        return [shown(worst), shown(median), before === undefined ? '-' : shown(before)];
      });
      rows.push([label, ...cells]);
    });
    const text = [
      `Event Timing (durationThreshold ${durationThreshold} ms; durations rounded to 8 ms) and the frames after it, CPU ${cpuSlowdown}x slower, ` +
        `${viewport.width}x${viewport.height}, headless Chromium ${browser.version()}; ${runs} run${runs === 1 ? '' : 's'}, each on a fresh page; ` +
        `the worst interaction of a step counts; "before": the last release's worst (bench-baseline.json).`,
      `${machine}\n`,
      textTable(rows, 'figures').join('\n'),
      over.length === 0 ? `\nNo interaction over ${budgetMs} ms.` : `\nOver ${budgetMs} ms:\n${over.join('\n')}`,
    ].join('\n');
    console.log(text);
    // Some steps only: the report in reports/ stays the one of every step.
    if (steps === undefined) {
      const reportPath = await writeReport('interactions', text, {
        budgetMs,
        runs,
        chromium: browser.version(),
        machine: { load: { start: loadBefore, end: loadAfter }, benchmarkIndex: { before: speeds[0], after: speeds[1] } },
        worst: worstBySurface,
        baseline,
      });
      console.log(`\nWritten to ${reportPath}.`);
    }
    if (update) await updateBaseline('interactions', worstBySurface);
    if (over.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
