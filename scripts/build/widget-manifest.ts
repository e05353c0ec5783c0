// Content-hashed copies of the widget scripts and /widgets/manifest.json, which lists each copy
// with its Subresource Integrity hash, so a partner can pin one version (product rules §8.1).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { pinnedWidgetFile } from '../../common/contract/widget-files.ts';

interface WidgetManifestEntry {
  /** The content-hashed copy, beside the manifest: "quote-calculator.1a2b3c4d5e.js". */
  file: string;
  /** The value for the script tag's integrity attribute. */
  integrity: string;
}

type WidgetManifest = Record<string, WidgetManifestEntry>;

async function readManifest(path: string): Promise<WidgetManifest> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as WidgetManifest;
  } catch {
    return {};
  }
}

/**
 * A Vite plugin for one widget build: once `<name>.js` is written, it copies the file to
 * `<name>.<hash>.js` and records that copy in manifest.json in the same folder. The hash is
 * taken from the bytes on disk, so the integrity always matches what is served.
 */
export function widgetManifest(name: string): Plugin {
  return {
    name: 'okanagan-widget-manifest',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) throw new Error('widget-manifest: the build has no output folder');
      const code = await readFile(join(dir, `${name}.js`));
      const digest = createHash('sha384').update(code).digest();
      const file = pinnedWidgetFile(name, digest.toString('hex'));
      await writeFile(join(dir, file), code);
      // The widgets are built one after another (scripts/build/build.ts), each adding its own entry.
      const manifestPath = join(dir, 'manifest.json');
      const manifest = await readManifest(manifestPath);
      manifest[name] = { file, integrity: `sha384-${digest.toString('base64')}` };
      const ordered = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
      await writeFile(manifestPath, `${JSON.stringify(ordered, null, 2)}\n`);
    },
  };
}
