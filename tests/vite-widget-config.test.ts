// widgetConfig builds each widget script as `npm run build` does: on the Preact seam, with its pinned copy in the
// manifest.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { withPlugins } from '../scripts/build/build-everything';
import { widgetConfig, widgetNames } from '../vite.widget.config';

describe('widgetConfig', () => {
  let outDir: string;
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('builds every widget script on Preact, with its pinned copy in the manifest', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'widget-config-'));
    for (const name of widgetNames) await build({ ...widgetConfig(name, { outDir }), logLevel: 'silent' });

    const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8'));
    expect(Object.keys(manifest).sort()).toEqual([...widgetNames].sort());
    const files = await readdir(outDir);
    for (const name of widgetNames) {
      expect(files).toContain(`${name}.js`);
      expect(files).toContain(manifest[name].file);
      const script = await readFile(join(outDir, `${name}.js`));
      // React alone is over 40 kB gzip: a script this small was built on the Preact seam.
      expect(gzipSync(script).length, name).toBeLessThan(25_000);
      expect(script.toString(), name).toContain('customElements.define');
      // Preact as the widgets build it: its class-component, error-boundary and SVG code is left out.
      expect(script.toString(), name).not.toMatch(/getDerivedStateFromProps|componentDidCatch|w3\.org\/2000\/svg/);
    }
  }, 60_000);

  it('builds the quote button from its own modules, without Preact or React', async () => {
    outDir ||= await mkdtemp(join(tmpdir(), 'widget-config-'));
    const modules: string[] = [];
    const recordModules = {
      name: 'record-modules',
      generateBundle(_: unknown, bundle: Record<string, { type: string; moduleIds?: string[] }>) {
        for (const output of Object.values(bundle)) modules.push(...(output.moduleIds ?? []));
      },
    };
    await build({ ...withPlugins(widgetConfig('quote-button', { outDir }), recordModules), logLevel: 'silent' });
    expect(modules.some((id) => id.endsWith('widgets/entries/quote-button.ts'))).toBe(true);
    expect(modules.filter((id) => /preact|react/.test(id))).toEqual([]);
    expect((await readFile(join(outDir, 'quote-button.js'), 'utf8')).match(/customElements\.define\(/g)).toHaveLength(1);
  }, 60_000);
});
