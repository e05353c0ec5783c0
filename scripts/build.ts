// Builds everything into dist/: the site (client and prerendered HTML) and the widget scripts.
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { widgetConfig, widgetNames } from '../vite.widget.config';
import { prerender } from './prerender';

const ssrOutDir = '.ssr';

async function main() {
  const started = performance.now();
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: `../${ssrOutDir}`, emptyOutDir: true },
  });
  const pages = await prerender(`${ssrOutDir}/entry-server.js`, 'dist');
  await rm(ssrOutDir, { recursive: true, force: true });
  for (const name of widgetNames) await build(widgetConfig(name));
  console.log(`Built ${pages.length} pages and ${widgetNames.length} widget scripts in ${Math.round(performance.now() - started)} ms.`);
}

await main();
