// Reads size-budgets.json, the one committed file of size budgets, and refuses a malformed one loudly.
import { readFile } from 'node:fs/promises';

/** Gzip byte limits (1 kB = 1000 bytes). */
export interface SizeBudgets {
  /** Per widget script, by file name: its all-in gzip size. */
  widgets: Record<string, number>;
  /** Every route's first-load JavaScript, gzip. */
  routeFirstLoadJs: number;
}

function isByteCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Validates parsed JSON as budgets; `source` names the file in errors. */
export function parseBudgets(json: unknown, source: string): SizeBudgets {
  const fail = (problem: string): never => {
    throw new Error(`${source}: ${problem}`);
  };
  if (typeof json !== 'object' || json === null) return fail('expected an object.');
  const { widgets, routeFirstLoadJs } = json as Record<string, unknown>;
  if (typeof widgets !== 'object' || widgets === null) return fail('"widgets" must map each widget script to its gzip budget in bytes.');
  for (const [script, budget] of Object.entries(widgets)) {
    if (!isByteCount(budget)) fail(`the budget of "${script}" must be a whole number of gzip bytes, not ${JSON.stringify(budget)}.`);
  }
  if (!isByteCount(routeFirstLoadJs))
    fail(`"routeFirstLoadJs" must be a whole number of gzip bytes, not ${JSON.stringify(routeFirstLoadJs)}.`);
  return { widgets: widgets as Record<string, number>, routeFirstLoadJs: routeFirstLoadJs as number };
}

/** Reads and validates the budgets file at `file`. */
export async function readBudgets(file: string): Promise<SizeBudgets> {
  return parseBudgets(JSON.parse(await readFile(file, 'utf8')), file);
}
