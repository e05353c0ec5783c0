// `npm run bench:interactions [-- --base REF] [--rounds 5] [--steps TEXT]`: every calculator interaction, in the site
// (/) and the widget (the embed demo, a second origin), from the input behind its last change to the end of the frame
// after it (watch-rendering.ts), in headless Chromium at 4x CPU. Each round takes, in turn, the floor (a bare button
// changing one text node), the base build and this one, each on a fresh page. Budgets, per interaction: median at most
// 2x the floor's, worst at most 3x the floor's worst, median at most 1.1x the base's (over a median budget: judged on 3
// sets of fresh rounds). `--steps TEXT` times only the steps whose label contains TEXT (after the ones before them).
import { chromium, type Browser, type Page } from 'playwright-core';
import { readDistDir } from '../../serving/dist-dir';
import type { ServerProcess } from '../../tests/server/spawn-server';
import { chromiumArgs, chromiumPath } from '../chromium';
import { textTable } from '../text-table';
import { calculatorSteps, press, stepsFor, type CalculatorStep } from './calculator-steps';
import { baseBuild, inTurn, judge, loadLine, medianAndWorst, ratioText, readOptions, serveBuild, type RatioCheck } from './side-by-side';
import { renderingQuiet, settledAfter, watchRendering, type RenderingNotes } from './watch-rendering';

const cpuSlowdown = 4;
/** How long a visitor's eyes rest on what they are about to press, once it has scrolled into view. */
const pauseMs = 200;
/** How long nothing watched may change before a step counts as done. */
const quietMs = 100;
/** Presses of the floor's button in each of its runs. */
const floorPresses = 10;
/** Lighthouse's mobile screen, so the layout is the one a phone lays out. */
const viewport = { width: 412, height: 823 };
const budgets = { floorMedian: 2, floorWorst: 3, base: 1.1 };
/** For a step over a median budget after the first rounds: how many sets of `rounds` fresh rounds it is judged on. */
const freshSets = 3;

/** The floor: the least a page can do for a press, one button changing one text node. */
const floorPage = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Floor</title>
<main><button type="button">Press</button><p>Pressed 0 times</p></main>
<script>let n = 0; const [button, text] = [document.querySelector('button'), document.querySelector('p').firstChild];
button.addEventListener('click', () => { text.data = 'Pressed ' + ++n + ' times'; });</script>`;

/** A page to time: how to open it (resolving once it takes input), what to watch, and its steps. */
interface Surface {
  name: string;
  open: (page: Page) => Promise<void>;
  /** The element whose changes count (a widget's host: its shadow root is watched). */
  watch: string;
  steps: (page: Page) => CalculatorStep[];
}

/** Resolves after the next frame has painted and the tasks it queued have run. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done, 50), 0))));

/** One run on a fresh page, up to the last step `wanted` names: each step's label and time in ms (undefined: no input). */
async function runOnce(browser: Browser, surface: Surface, wanted?: string | ReadonlySet<string>): Promise<[string, number | undefined][]> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await surface.open(page);
    await settle(page);
    await page.evaluate(watchRendering, surface.watch);
    const starts: number[] = [];
    const steps = surface.steps(page);
    const labels = steps.map(({ label }) => label);
    const run = surface === floor ? steps : steps.slice(0, stepsFor(labels, wanted).count);
    for (const step of run) {
      if (step.prepare) {
        await step.prepare();
        await settle(page);
      }
      await page.waitForTimeout(pauseMs);
      starts.push(await page.evaluate(() => performance.now()));
      await step.act();
      await settle(page);
      await page.evaluate(renderingQuiet, quietMs);
    }
    starts.push(await page.evaluate(() => performance.now()));
    const notes = await page.evaluate(() => (window as unknown as { benchRendering: RenderingNotes }).benchRendering);
    return run.map(({ label }, step) => [label, settledAfter(notes, starts[step], starts[step + 1])]);
  } finally {
    await context.close();
  }
}

/** The site's calculator, once React has hydrated its tabs (a click before would time hydrating too). */
const siteSurface = (name: string, server: ServerProcess): Surface => ({
  name,
  open: async (page) => {
    await page.goto(`${server.siteOrigin}/`);
    await page.waitForFunction(() => {
      const tabs = [...document.querySelectorAll('[role="tab"]')];
      return tabs.length > 0 && tabs.every((tab) => Object.keys(tab).some((key) => key.startsWith('__reactProps')));
    });
  },
  watch: '[part~="calculator"]',
  steps: (page) => calculatorSteps(page, page.getByRole('region', { name: 'Instant Quote Calculator' })),
});

/** The calculator widget on the embed demo's page, once it has rendered. */
const widgetSurface = (name: string, server: ServerProcess): Surface => ({
  name,
  open: async (page) => {
    await page.goto(`${server.demoOrigin}/`);
    await page.locator('okanagan-quote-calculator').getByRole('tab', { name: 'Membership' }).waitFor();
  },
  watch: 'okanagan-quote-calculator',
  steps: (page) => calculatorSteps(page, page.locator('okanagan-quote-calculator')),
});

const floor: Surface = {
  name: 'floor',
  open: (page) => page.setContent(floorPage),
  watch: 'main',
  steps: (page) => Array.from({ length: floorPresses }, () => press(page, 'press', page.getByRole('button', { name: 'Press' }))),
};

const { rounds, base: baseRef, values } = readOptions(5, { steps: { type: 'string' } });
const only = values.steps as string | undefined;
const loadAtStart = loadLine();
const base = await baseBuild(baseRef);
const servers = { base: await serveBuild(base.distDir, { cwd: base.checkoutDir }), this: await serveBuild(readDistDir()) };
// Ahead of other work for the CPU, as this process (readOptions); the floor still shows how fast the machine itself is.
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const surfaces = [
    floor,
    ...(['site', 'widget'] as const).flatMap((kind) =>
      (['base', 'this'] as const).map((build) => (kind === 'site' ? siteSurface : widgetSurface)(`${kind} ${build}`, servers[build])),
    ),
  ];
  /** Each surface's times, by step label, one a round (the floor's, ten a round). */
  const times = new Map(surfaces.map(({ name }) => [name, new Map<string, (number | undefined)[]>()]));
  const note = (surface: Surface, results: [string, number | undefined][], keep: (label: string) => boolean = () => true) => {
    const byLabel = times.get(surface.name)!;
    for (const [label, time] of results) if (keep(label)) byLabel.set(label, [...(byLabel.get(label) ?? []), time]);
  };
  for (let round = 0; round < rounds; round += 1)
    for (const surface of inTurn(surfaces, round)) note(surface, await runOnce(browser, surface, only));

  const figure = (name: string, label: string) => {
    const found = (times.get(name)!.get(label) ?? []).filter((time) => time !== undefined);
    return found.length > 0 ? medianAndWorst(found) : undefined;
  };
  /** The median of each round's ratio of this build's time to the base's: the two ran one after the other. */
  const toBase = (kind: string, label: string) => {
    const [was, is] = [times.get(`${kind} base`)!.get(label) ?? [], times.get(`${kind} this`)!.get(label) ?? []];
    return medianAndWorst(is.flatMap((time, round) => (time && was[round] ? [time / was[round]] : []))).median;
  };
  const labels = [...times.get('site this')!.keys()].filter((label) => only === undefined || label.includes(only));
  // A step over a median budget, the floor's or the base's, after the first rounds is timed afresh in `freshSets` sets of
  // rounds (the floor's button too) and judged on those alone: the rounds that picked it out read high by selection.
  const floorMedian = figure('floor', 'press')!.median;
  const overMedian = (surfaceName: string) =>
    labels.filter((label) => {
      const [kind] = surfaceName.split(' ');
      const is = figure(`${kind} this`, label);
      return is !== undefined && (toBase(kind, label) > budgets.base || is.median / floorMedian > budgets.floorMedian);
    });
  const again = surfaces.map((surface) => ({ surface, steps: new Set(surface === floor ? ['press'] : overMedian(surface.name)) }));
  for (const { surface, steps } of again.slice(1)) for (const label of steps) times.get(surface.name)!.delete(label);
  if (again.slice(1).some(({ steps }) => steps.size))
    for (let round = 0; round < freshSets * rounds; round += 1)
      for (const { surface, steps } of inTurn(again, round))
        if (steps.size) note(surface, await runOnce(browser, surface, steps), (label) => steps.has(label));
  const floorTimes = figure('floor', 'press')!;
  const checks: RatioCheck[] = [];
  const rows = labels.map((label) => [
    label,
    ...(['site', 'widget'] as const).flatMap((kind) => {
      const is = figure(`${kind} this`, label);
      if (!is) return ['-', '-', '-', '-', '-'];
      checks.push(
        { what: `${kind}, ${label}: median to the floor's`, ratio: is.median / floorTimes.median, limit: budgets.floorMedian },
        { what: `${kind}, ${label}: worst to the floor's`, ratio: is.worst / floorTimes.worst, limit: budgets.floorWorst },
        { what: `${kind}, ${label}: to the base's, median of the rounds`, ratio: toBase(kind, label), limit: budgets.base },
      );
      const toFloor = [ratioText(is.median, floorTimes.median), ratioText(is.worst, floorTimes.worst)];
      const timedIn = times.get(`${kind} this`)!.get(label)!.length;
      const toBaseText = toBase(kind, label).toFixed(2) + (timedIn > rounds ? ` (${timedIn} fresh)` : '');
      return [is.median.toFixed(1), is.worst.toFixed(1), ...toFloor, toBaseText];
    }),
  ]);
  console.log(
    `Input to the end of the frame after its last change, ms; CPU ${cpuSlowdown}x slower, ${viewport.width}x${viewport.height}, ` +
      `headless Chromium ${browser.version()}; ${rounds} round${rounds === 1 ? '' : 's'}, in turn: the floor (${floorPresses} presses a run), ` +
      `the base ${base.commit.slice(0, 7)} and this build, each on a fresh page, then fresh rounds for a step over a median budget.\n` +
      `Floor: median ${floorTimes.median.toFixed(1)} ms, worst ${floorTimes.worst.toFixed(1)} ms. ` +
      `Budgets: median ${budgets.floorMedian}x the floor's, worst ${budgets.floorWorst}x the floor's, ${budgets.base}x the base's ` +
      `(/base: the median of the rounds' ratios, this build's time to the base's in the same round; (n fresh): judged on n rounds after the first).\n`,
  );
  const heading = ['Interaction', ...['site', 'widget'].flatMap((kind) => [`${kind} med`, 'worst', 'med/floor', 'worst/floor', '/base'])];
  console.log(textTable([heading, ...rows], 'figures').join('\n'));
  // Over every step the noise of one evens out: a steadier reading of this build against the base, not a budget.
  const summed = (name: string) => labels.reduce((sum, label) => sum + (figure(name, label)?.median ?? 0), 0);
  const sums = ['site', 'widget'].map((kind) => {
    const [was, is] = [summed(`${kind} base`), summed(`${kind} this`)];
    return `${kind} ${is.toFixed(0)} ms against the base's ${was.toFixed(0)} (${ratioText(is, was)}x)`;
  });
  console.log(`\nThe medians summed over the steps: ${sums.join('; ')}.`);
  judge(checks, loadAtStart);
} finally {
  await browser.close();
  await Promise.all([servers.base.stop(), servers.this.stop()]);
}
