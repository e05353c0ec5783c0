import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { preactForWidgets, widgetPreactAliases, widgetPreactProblem } from '../../../scripts/build/preact-for-widgets';

const tempDirs: string[] = [];
afterAll(() => Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** A checkout with the repository's patch, `widgets` installed as node_modules/preact-widgets and the published Preact beside it. */
async function checkout(widgets: string) {
  const base = await tempDir('widget-preact-');
  const [patch] = (await readdir('patches')).filter((file) => file.startsWith('preact-widgets+'));
  await mkdir(join(base, 'patches'));
  await cp(join('patches', patch), join(base, 'patches', patch));
  await cp(widgets, join(base, 'node_modules/preact-widgets'), { recursive: true });
  await cp('node_modules/preact/package.json', join(base, 'node_modules/preact/package.json'));
  return base;
}

describe("the widgets' Preact", () => {
  it('is installed at the version its patch was made for, with the patch applied', () => {
    expect(widgetPreactProblem()).toBeUndefined();
  });

  it('stops the build when Preact is another version than the patch was made for, saying what to do', async () => {
    const base = await checkout('node_modules/preact-widgets');
    const manifest = join(base, 'node_modules/preact-widgets/package.json');
    await writeFile(manifest, JSON.stringify({ name: 'preact', version: '10.30.0' }));
    expect(widgetPreactProblem(base)).toMatch(
      /^node_modules\/preact-widgets is Preact 10\.30\.0, but patches\/preact-widgets\+10\.29\.8\.patch was made for Preact 10\.29\.8: make the patch again .* docs\/widget-preact\.md/,
    );
  });

  it('stops the build when the installed copy lacks the cuts, naming its files', async () => {
    const base = await checkout('node_modules/preact');
    expect(widgetPreactProblem(base)).toMatch(
      /^node_modules\/preact-widgets\/hooks\/src\/index\.js, .*node_modules\/preact-widgets\/src\/render\.js lack the cuts of patches\/preact-widgets\+10\.29\.8\.patch: run npm install/,
    );
  });

  describe('in a build', () => {
    /** Builds a one-module widget entry with the plugin, on the widgets' Preact. */
    async function buildEntry(name: string, code: string) {
      const entry = join(await tempDir('preact-for-widgets-'), `${name}.ts`);
      await writeFile(entry, code);
      return build({
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: widgetPreactAliases },
        plugins: [preactForWidgets()],
        build: { write: false, lib: { entry, formats: ['es'], fileName: name } },
      });
    }

    it('fails when a widget module uses a feature it leaves out, naming the module and the feature', async () => {
      const building = buildEntry('icon', "import { createElement as h, render } from 'preact';\nrender(h('svg', null), document.body);\n");
      await expect(building).rejects.toThrow(/icon\.ts uses SVG and MathML, which the widgets' Preact leaves out/);
    });

    it("fails when a widget module imports Preact's useId, which the patch removes", async () => {
      const building = buildEntry('use-id', "import { useId } from 'preact/hooks';\nconsole.log(useId);\n");
      await expect(building).rejects.toThrow(/"useId" is not exported/);
    });

    it('builds a module that uses none of them, with the patched Preact', async () => {
      const built = await buildEntry(
        'card',
        "import { createElement as h, render } from 'preact';\nimport { useState } from 'preact/hooks';\nconst Card = () => h('p', { className: 'card' }, useState('ready')[0]);\nrender(h(Card, null), document.body);\n",
      );
      const [{ output }] = [built].flat() as { output: { type: string; code?: string }[] }[];
      const code = output.find((file) => file.type === 'chunk')?.code;
      expect(code).toContain('"ready"');
      expect(code).not.toMatch(/getDerivedStateFromError|createElementNS/);
    });
  });
});
