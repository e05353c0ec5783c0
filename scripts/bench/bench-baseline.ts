// The last release's benchmark figures (bench-baseline.json), which the budgeted benchmarks print beside their own,
// and where those benchmarks write what they print (reports/, or REPORTS_DIR) for a reviewer to read side by side.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Milliseconds or scores by name: an interaction's label, or a route's path and a measure. */
export type Figures = Record<string, number>;

/** One benchmark's part of the baseline: its figures by group (a surface, a route). */
export type BaselinePart = Record<string, Figures>;

const baselinePath = resolve(import.meta.dirname, '../../bench-baseline.json');

/** The figures `part` of bench-baseline.json holds, or an empty part when it holds none. */
export async function readBaseline(part: string): Promise<BaselinePart> {
  try {
    const all = JSON.parse(await readFile(baselinePath, 'utf8')) as Record<string, BaselinePart>;
    return all[part] ?? {};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Replaces `part` of bench-baseline.json with `figures`, keeping the other parts. */
export async function updateBaseline(part: string, figures: BaselinePart): Promise<void> {
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(await readFile(baselinePath, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  all.about ??= "The last release's benchmark figures, printed beside each run for comparison (docs/benchmarks.md).";
  all[part] = figures;
  await writeFile(baselinePath, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`\nWrote this run's figures to bench-baseline.json (${part}).`);
}

/** Writes `text` and `json` as reports/<name>.txt and reports/<name>.json; returns the text file's path. */
export async function writeReport(name: string, text: string, json: unknown): Promise<string> {
  const dir = resolve(process.env.REPORTS_DIR || 'reports');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const path = join(dir, `${name}.txt`);
  await writeFile(path, `${text}\n`);
  return path;
}
