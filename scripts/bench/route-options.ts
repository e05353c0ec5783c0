// The options of the benchmarks that go through the site's routes: `--runs N` and `--routes /,/quote`.
import { parseArgs } from 'node:util';
import { prerenderPaths } from '../../site/routes';

/** `--runs N` (`defaultRuns` unless given) and `--routes /,/quote` (default: every prerendered route). */
export function readRouteOptions(defaultRuns: number): { runs: number; paths: string[] } {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: String(defaultRuns) }, routes: { type: 'string' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number above 0, not ${values.runs}.`);
  const all = prerenderPaths();
  const paths = values.routes ? values.routes.split(',').map((path) => path.trim()) : all;
  const unknown = paths.filter((path) => !all.includes(path));
  if (unknown.length > 0) throw new Error(`--routes names paths that are not prerendered: ${unknown.join(', ')}.`);
  return { runs, paths };
}
