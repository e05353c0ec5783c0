// Builds everything into dist/ (or DIST_DIR): the site, its prerendered HTML, and the widget scripts.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { widgetConfig, widgetNames } from '../vite.widget.config';
import { prerender } from './prerender';

const outDir = resolve(process.env.DIST_DIR || 'dist');
// The SSR bundle stays inside the repository so that it resolves react from node_modules.
const ssrOutDir = resolve('node_modules/.cache/prerender', createHash('sha1').update(outDir).digest('hex').slice(0, 12));

async function main() {
  const started = performance.now();
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir } });
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true },
  });
  const pages = await prerender(join(ssrOutDir, 'entry-server.js'), outDir);
  await rm(ssrOutDir, { recursive: true, force: true });
  for (const name of widgetNames) await build(widgetConfig(name, { outDir: join(outDir, 'widgets') }));
  console.log(
    `Built ${pages.length} pages and ${widgetNames.length} widget scripts into ${outDir} in ${Math.round(performance.now() - started)} ms.`,
  );
}

await main();
