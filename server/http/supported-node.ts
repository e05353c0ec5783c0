// Imported first by the commands that open the leads database: on a Node older than package.json's engines, the
// SQLite driver would crash the process without a word (better-sqlite3 13 segfaults on Node 20), so say why instead.
import { readFileSync } from 'node:fs';

const engines = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }).engines
  .node;

/** Whether `version` (such as "24.21.0") satisfies `range`, which is written "^MAJOR.MINOR.PATCH". */
export function satisfiesCaret(version: string, range: string): boolean {
  const [want, have] = [range.replace(/^\^/, ''), version].map((text) => text.split('.').map(Number));
  if (have[0] !== want[0]) return false;
  return have[1] > want[1] || (have[1] === want[1] && have[2] >= want[2]);
}

if (!satisfiesCaret(process.versions.node, engines)) {
  console.error(
    `This is Node ${process.versions.node}; the server and the leads commands run on Node ${engines}, which npm ci ` +
      'installs into node_modules: start them with npm (npm start, npm run serve, npm run leads) or with ' +
      'node_modules/.bin/node.',
  );
  process.exit(1);
}
