// Preact for the widgets: the published Preact installed a second time, as "preact-widgets", and cut
// down by patches/preact-widgets+<version>.patch, which patch-package applies after every install
// (docs/widget-preact.md says what each cut gives up). Published Preact's own build carries class
// components, error boundaries, hydration and SVG in the functions every render goes through, where
// no bundler can drop them; the widgets are function components with hooks that render HTML into an
// empty element. The widget build and the widget unit tests resolve Preact to this copy's source; the
// published `preact` stays as it is for everything else. Two checks keep the cuts safe:
//  - a build whose installed Preact is not the version the patch was made for, or not patched, fails;
//  - a widget module that asks for a cut feature fails the build, naming the feature (cut-feature-use.ts).
// Preact's source names its internal fields with a leading underscore ("_children"); the widget
// build's minifier shortens those (preactInternalField), as Preact's own build does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';
import { cutFeatureUsed } from './cut-feature-use.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const widgetPreact = 'node_modules/preact-widgets';
const widgetPreactDir = join(root, widgetPreact);

/** 'preact', 'preact/hooks' and 'preact/test-utils' answered by the patched source (the copy's own dist/ is unpatched). */
export const widgetPreactAliases: Alias[] = [
  { find: /^preact$/, replacement: join(widgetPreactDir, 'src/index.js') },
  { find: /^preact\/hooks$/, replacement: join(widgetPreactDir, 'hooks/src/index.js') },
  { find: /^preact\/test-utils$/, replacement: join(widgetPreactDir, 'test-utils/src/index.js') },
];

/** Preact's internal field names, which the minifier may shorten: "_dom", "_children", "__hooks" ("__html" is React's API). */
export const preactInternalField = /^(_[a-z]|__hooks$)/i;

/** The files of a patch-package patch in which not every hunk, as patched, is found under `base`: the patch is not applied there. */
function unpatchedFiles(patch: string, base = root): string[] {
  return patch
    .split(/^diff --git /m)
    .slice(1)
    .flatMap((section) => {
      const file = /^a\/(\S+)/.exec(section)?.[1] ?? '';
      const text = readFileSync(join(base, file), 'utf8');
      const hunks = section.split(/^@@ .* @@.*\n/m).slice(1);
      const patched = (hunk: string) =>
        hunk
          .split('\n')
          .filter((line) => line.startsWith(' ') || line.startsWith('+'))
          .map((line) => line.slice(1))
          .join('\n');
      return hunks.every((hunk) => text.includes(patched(hunk))) ? [] : [file];
    });
}

const installedVersion = (dir: string) => (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

/** Why the installed widgets' Preact is not the one its patch was made for, patched; undefined when it is. */
export function widgetPreactProblem(base = root): string | undefined {
  const patches = readdirSync(join(base, 'patches')).filter((file) => /^preact-widgets\+.+\.patch$/.test(file));
  if (patches.length !== 1) return `expected one patches/preact-widgets+<version>.patch, found ${patches.length}`;
  const [patch] = patches;
  const madeFor = patch.slice('preact-widgets+'.length, -'.patch'.length);
  const redo = `make the patch again for the new version as docs/widget-preact.md says ("Upgrading Preact"), or install Preact ${madeFor} again`;
  for (const dir of [widgetPreact, 'node_modules/preact']) {
    const version = installedVersion(join(base, dir));
    if (version !== madeFor) return `${dir} is Preact ${version}, but patches/${patch} was made for Preact ${madeFor}: ${redo}`;
  }
  const unpatched = unpatchedFiles(readFileSync(join(base, 'patches', patch), 'utf8'), base);
  if (unpatched.length > 0)
    return `${unpatched.join(', ')} lack the cuts of patches/${patch}: run npm install, which applies it (postinstall)`;
  return undefined;
}

/** The widget build's plugin: stops a build on an unpatched or mismatched Preact, and checks the widgets' own modules. */
export function preactForWidgets(): Plugin {
  return {
    name: 'preact-for-widgets',
    buildStart() {
      const problem = widgetPreactProblem();
      if (problem) this.error(`preact-for-widgets: ${problem}`);
    },
    // Last, when the module is plain JavaScript and its JSX createElement calls; comments do not count.
    transform: {
      order: 'post',
      handler(code, id) {
        if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id)) return null;
        const used = cutFeatureUsed(this.parse(code));
        if (used) this.error(`${id} uses ${used}, which the widgets' Preact leaves out (docs/widget-preact.md)`);
        return null;
      },
    },
  };
}
