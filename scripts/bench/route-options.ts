// The options of the benchmarks that go through the site's routes: `--runs N`, `--routes /,/quote`, and for those
// that keep a baseline, `--update-baseline`.
import { parseArgs } from 'node:util';
import { prerenderPaths } from '../../site/routes';

/**
 * `--runs N` (`defaultRuns` unless given), `--routes /,/quote` (default: every prerendered route) and, when
 * `withBaseline`, `--update-baseline`.
 */
export function readRouteOptions(defaultRuns: number, withBaseline = false): { runs: number; paths: string[]; update: boolean } {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: String(defaultRuns) },
      routes: { type: 'string' },
      ...(withBaseline && { 'update-baseline': { type: 'boolean' as const, default: false } }),
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number above 0, not ${values.runs}.`);
  const all = prerenderPaths();
  const paths = values.routes ? values.routes.split(',').map((path) => path.trim()) : all;
  const unknown = paths.filter((path) => !all.includes(path));
  if (unknown.length > 0) throw new Error(`--routes names paths that are not prerendered: ${unknown.join(', ')}.`);
  return { runs, paths, update: values['update-baseline'] === true };
}
