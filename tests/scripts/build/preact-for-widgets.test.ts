import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, parseAst } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { cutFeatureUsed, cutSource, features, missingCutFiles, preactForWidgets } from '../../../scripts/build/preact-for-widgets';

const preactFile = (file: string) => readFile(join('node_modules/preact', file), 'utf8');
const cutFiles = [...new Set(features.flatMap((feature) => feature.cuts.map((cut) => cut.file)))];

describe("the widgets' Preact", () => {
  it('makes every cut in the pinned Preact source', async () => {
    for (const file of cutFiles) {
      const source = await preactFile(file);
      const cut = cutSource(file, source);
      expect(cut.length, file).toBeLessThan(source.length);
    }
    const diff = cutSource('src/diff/index.js', await preactFile('src/diff/index.js'));
    expect(diff).toContain('const isClassComponent = false;');
    expect(diff).not.toContain('if (e.then)');
    expect(diff).not.toContain('SVG_NAMESPACE;');
  });

  it('stops the build when a cut no longer finds its text or its file, naming them', async () => {
    const render = (await preactFile('src/render.js')).replace("typeof replaceNode == 'function'", 'replaceNode === hydrate');
    expect(() => cutSource('src/render.js', render)).toThrow(/a cut for hydration no longer matches preact\/src\/render\.js/);
    expect(missingCutFiles()).toEqual([]);
    const moved = [{ name: 'hydration', cuts: [{ file: 'src/hydrate.js', from: 'isHydrating', by: 'false' }] }];
    expect(missingCutFiles(moved)).toEqual(['src/hydrate.js']);
    const props = (await preactFile('src/diff/props.js')).replace('if (namespace == SVG_NAMESPACE)', 'if (namespace === SVG_NAMESPACE)');
    expect(() => cutSource('src/diff/props.js', props)).toThrow(/a cut for SVG and MathML no longer matches/);
  });

  it('names a cut feature that a module uses, from its code and not its comments', () => {
    const used = (code: string) => cutFeatureUsed(parseAst(code));
    expect(used('h("svg", { viewBox: "0 0 1 1" })')).toBe('SVG and MathML');
    expect(used('class Card extends Component { render() {} }')).toBe('class components');
    expect(used('h("div", { dangerouslySetInnerHTML: { __html: x } })')).toBe('dangerouslySetInnerHTML');
    expect(used('hydrateRoot(document, app)')).toBe('hydration');
    expect(used('h("output", null, 10n)')).toBe('BigInt children');
    expect(used('h("img", { src: s, width: 40, height: 40 })')).toBe('width, height, download, rowSpan, colSpan and popover props');
    expect(used('h("div", { popover: "auto" })')).toBe('width, height, download, rowSpan, colSpan and popover props');
    expect(used('h("div", { onFocusIn: track })')).toBe('onFocusIn and onFocusOut props');
    expect(used('// no Suspense or <svg> here\nh("p", null, "template: svg")')).toBeUndefined();
  });

  describe('in a build', () => {
    let dir: string;
    afterAll(() => rm(dir, { recursive: true, force: true }));

    /** Builds a one-module widget entry with the plugin. */
    async function buildEntry(name: string, code: string) {
      dir ??= await mkdtemp(join(tmpdir(), 'preact-for-widgets-'));
      const entry = join(dir, `${name}.ts`);
      await writeFile(entry, code);
      return build({
        configFile: false,
        logLevel: 'silent',
        plugins: [preactForWidgets()],
        build: { write: false, lib: { entry, formats: ['es'], fileName: name } },
      });
    }

    it('fails when a widget module uses a feature it leaves out, naming the module and the feature', async () => {
      const building = buildEntry('icon', "import { createElement as h, render } from 'preact';\nrender(h('svg', null), document.body);\n");
      await expect(building).rejects.toThrow(/icon\.ts uses SVG and MathML, which the widgets' Preact leaves out/);
    });

    it("fails when a widget module imports Preact's options or useId, which the cuts remove", async () => {
      const building = buildEntry(
        'options',
        "import { options } from 'preact';\nimport { useId } from 'preact/hooks';\noptions.vnode = useId;\n",
      );
      await expect(building).rejects.toThrow(
        /"options" is not exported[\s\S]*"useId" is not exported|"useId" is not exported[\s\S]*"options" is not exported/,
      );
    });

    it('builds a module that uses none of them', async () => {
      const built = await buildEntry(
        'card',
        "import { createElement as h, render } from 'preact';\nimport { useState } from 'preact/hooks';\nconst Card = () => h('p', { className: 'card' }, useState('ready')[0]);\nrender(h(Card, null), document.body);\n",
      );
      const [{ output }] = [built].flat() as { output: { type: string; code?: string }[] }[];
      expect(output.find((file) => file.type === 'chunk')?.code).toContain('"ready"');
    });
  });
});
