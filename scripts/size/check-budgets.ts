// Holds a size report against the two committed files that judge it: size-budgets.json, whose gzip limits fail the
// check (anything budgeted must exist, and every widget needs a budget), and size-baseline.json, the sizes last
// accepted, which the reports compare against.
import { readFile } from 'node:fs/promises';
import { type ModuleBytes, type ModuleShare, type SizeReport, gzipMethod, type ByteSizes } from './size-report';

/** Gzip byte limits. */
export interface SizeBudgets {
  /** Per widget script, by file name: its all-in gzip size. */
  widgets: Record<string, number>;
  /** A route's first-load JavaScript, gzip, unless `routes` names the route. */
  routeFirstLoadJs: number;
  /** Per route, by path ("/", "/services/window-cleaning"): its first-load JavaScript, gzip. */
  routes: Record<string, number>;
}

/** A report flattened into what carries a budget and a baseline: widgets, and each route's JS and CSS. */
export interface SizeEntry {
  /** The name used in the table, the baseline and error messages: "quote-calculator.js", "/about JS", "/about CSS". */
  id: string;
  kind: 'widget' | 'route-js' | 'route-css';
  /** Routes only: the route's path, which names its budget. */
  path?: string;
  sizes: ByteSizes;
  modules: ModuleShare[];
  /** Every module's rendered bytes; absent for CSS and in reports that predate them. */
  moduleBytes?: ModuleBytes;
  /** Widgets only: the same widget built with React. */
  withReact?: ByteSizes;
}

export interface BudgetCheck {
  id: string;
  status: 'within' | 'over' | 'not-built' | 'no-budget';
  /** Gzip bytes measured; absent when the entry was not built. */
  gzip?: number;
  /** Gzip bytes allowed; absent when the entry has none. */
  budget?: number;
  modules: SizeEntry['modules'];
}

export interface SizeBaseline {
  about?: string;
  /** Gzip bytes by entry id ("quote-calculator.js", "/ JS", "/ CSS"). */
  gzipBytes: Record<string, number>;
  /**
   * Rendered bytes of every module (after tree-shaking, before minifying) by entry id, then module id: what explains
   * a change of an entry. Absent from baselines written before it was recorded.
   */
  moduleRenderedBytes?: Record<string, ModuleBytes>;
}

/** Growth above this fraction of the baseline is marked in the reports for a second look. */
const notableGrowth = 0.05;

interface BaselineDelta {
  bytes: number;
  /** Change as a fraction of the baseline. */
  ratio: number;
  /** True when the entry grew by more than `notableGrowth`. */
  notable: boolean;
}

/** The entries of `report`: widgets first, then routes, each in build order. */
export function sizeEntries(report: SizeReport): SizeEntry[] {
  return [
    ...report.widgets.map((widget): SizeEntry => ({
      id: widget.script,
      kind: 'widget',
      sizes: widget.allIn,
      modules: widget.modules,
      moduleBytes: widget.moduleBytes,
      withReact: widget.withReact,
    })),
    ...report.routes.flatMap((route): SizeEntry[] => [
      {
        id: routeJsId(route.path),
        kind: 'route-js',
        path: route.path,
        sizes: route.js,
        modules: route.modules,
        moduleBytes: route.moduleBytes,
      },
      { id: `${route.path} CSS`, kind: 'route-css', path: route.path, sizes: route.css, modules: [] },
    ]),
  ];
}

function isByteCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Reads and validates the budgets file at `file`, and refuses a malformed one loudly, naming the file. */
export async function readBudgets(file: string): Promise<SizeBudgets> {
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`);
  };
  if (typeof json !== 'object' || json === null) return fail('expected an object.');
  const { widgets, routeFirstLoadJs, routes = {} } = json as Record<string, unknown>;
  const byteCounts = (name: string, map: unknown, what: string): Record<string, number> => {
    if (typeof map !== 'object' || map === null || Array.isArray(map))
      return fail(`"${name}" must map each ${what} to its gzip budget in bytes.`);
    for (const [key, budget] of Object.entries(map)) {
      if (!isByteCount(budget)) fail(`the budget of "${key}" must be a whole number of gzip bytes, not ${JSON.stringify(budget)}.`);
    }
    return map as Record<string, number>;
  };
  const widgetBudgets = byteCounts('widgets', widgets, 'widget script');
  if (!isByteCount(routeFirstLoadJs))
    fail(`"routeFirstLoadJs" must be a whole number of gzip bytes, not ${JSON.stringify(routeFirstLoadJs)}.`);
  const routeBudgets = byteCounts('routes', routes, 'route path');
  for (const path of Object.keys(routeBudgets)) if (!path.startsWith('/')) fail(`"routes" names "${path}", which is not a path.`);
  return { widgets: widgetBudgets, routeFirstLoadJs: routeFirstLoadJs as number, routes: routeBudgets };
}

/**
 * One check per budgeted entry (route CSS has no budget and is not checked), in report order, then one for each
 * budgeted widget or route the build did not make.
 */
export function checkBudgets(report: SizeReport, budgets: SizeBudgets): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const entry of sizeEntries(report)) {
    if (entry.kind === 'route-css') continue;
    const budget = entry.path === undefined ? budgets.widgets[entry.id] : (budgets.routes[entry.path] ?? budgets.routeFirstLoadJs);
    const gzip = entry.sizes.gzip;
    const status = budget === undefined ? 'no-budget' : gzip > budget ? 'over' : 'within';
    checks.push({ id: entry.id, status, gzip, budget, modules: entry.modules });
  }
  const built = new Set(report.widgets.map((widget) => widget.script));
  for (const [script, budget] of Object.entries(budgets.widgets)) {
    if (!built.has(script)) checks.push({ id: script, status: 'not-built', budget, modules: [] });
  }
  const routes = new Set(report.routes.map((route) => route.path));
  for (const [path, budget] of Object.entries(budgets.routes)) {
    if (!routes.has(path)) checks.push({ id: routeJsId(path), status: 'not-built', budget, modules: [] });
  }
  return checks;
}

const routeJsId = (path: string) => `${path} JS`;

/** The baseline at `file`; an empty one when the file does not exist yet. */
export async function readBaseline(file: string): Promise<SizeBaseline> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { gzipBytes: {} };
    throw error;
  }
  const { gzipBytes, moduleRenderedBytes } = JSON.parse(text) as Partial<SizeBaseline>;
  if (typeof gzipBytes !== 'object' || gzipBytes === null) throw new Error(`${file}: "gzipBytes" must map entries to gzip bytes.`);
  if (moduleRenderedBytes === undefined) return { gzipBytes };
  if (typeof moduleRenderedBytes !== 'object' || moduleRenderedBytes === null)
    throw new Error(`${file}: "moduleRenderedBytes" must map entries to the rendered bytes of their modules.`);
  return { gzipBytes, moduleRenderedBytes };
}

/** A new baseline holding every entry of `report`, as `npm run size:update` writes it. */
export function baselineFrom(report: SizeReport): SizeBaseline {
  const entries = sizeEntries(report);
  return {
    about: `Bytes in ${gzipMethod} (as the server pre-compresses) of each entry when last accepted, and the rendered bytes (after tree-shaking, before minifying) of each module of its JS. Written by npm run size:update; do not edit.`,
    gzipBytes: Object.fromEntries(entries.map((entry) => [entry.id, entry.sizes.gzip])),
    moduleRenderedBytes: Object.fromEntries(entries.flatMap((entry) => (entry.moduleBytes ? [[entry.id, entry.moduleBytes]] : []))),
  };
}

/** The change from `baseline` to `current` gzip bytes, or null when the entry has no baseline. */
export function baselineDelta(current: number, baseline: number | undefined): BaselineDelta | null {
  if (baseline === undefined || baseline <= 0) return null;
  const ratio = (current - baseline) / baseline;
  return { bytes: current - baseline, ratio, notable: ratio > notableGrowth };
}
