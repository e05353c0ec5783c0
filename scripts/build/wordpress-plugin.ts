// Writes the WordPress plugin's zip into the build at wordpressPluginPath: the plugin folder of wordpress/ under one
// top folder, as WordPress's Upload Plugin expects, plus site.php, written here from the embed contract with the
// site's canonical origin baked in (serving/site-origin.ts), so the shortcodes and the site agree on every name.
import { zipSync, type Zippable } from 'fflate';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  embedFolder,
  embedQueryNames,
  embedTags,
  embedWidgets,
  quoteButton,
  wordpressPluginPath,
  type EmbedWidget,
} from '../../common/contract/embed-pages';

/** The plugin's folder, in wordpress/ and as the zip's one top folder. */
export const pluginFolder = 'okanagan-exterior-cleaning';

/** Where the plugin's source lies in the repository. */
export const pluginSourceDir = join('wordpress', pluginFolder);

// Every entry's time, so that the same sources give the same zip (zip times start in 1980, local time).
const entryTime = new Date(1980, 0, 1, 12);

/** A string as a single-quoted PHP literal. */
export function phpString(text: string): string {
  return `'${text.replace(/[\\']/g, (character) => `\\${character}`)}'`;
}

/** Each script a shortcode loads, by its name: its element and the embed page of its fallback link. */
const shortcodeScripts: [script: string, tag: string, embed: EmbedWidget][] = [
  ...embedWidgets.map((widget): [string, string, EmbedWidget] => [widget, embedTags[widget], widget]),
  [quoteButton.script, quoteButton.tag, quoteButton.opens],
];

/** site.php: what the plugin reads of the site, `origin` being its canonical origin. */
export function sitePhp(origin: string): string {
  const widgets = shortcodeScripts.map(
    ([script, tag, embed]) =>
      `\t\t${phpString(script)} => array(\n` +
      `\t\t\t'tag'        => ${phpString(tag)},\n` +
      `\t\t\t'embed'      => ${phpString(embed)},\n` +
      `\t\t\t'attributes' => array( ${embedQueryNames[embed].map(phpString).join(', ')} ),\n` +
      `\t\t),\n`,
  );
  return (
    `<?php\n` +
    `// Written by npm run build (scripts/build/wordpress-plugin.ts) from common/contract/embed-pages.ts.\n` +
    `defined( 'ABSPATH' ) || exit;\n\n` +
    `return array(\n` +
    `\t'origin'      => ${phpString(origin)},\n` +
    `\t'embedFolder' => ${phpString(embedFolder)},\n` +
    `\t'widgets'     => array(\n${widgets.join('')}\t),\n` +
    `);\n`
  );
}

/** The zip's files, by their path inside it: the plugin's source files and site.php. */
export async function pluginFiles(origin: string, sourceDir = pluginSourceDir): Promise<Map<string, Uint8Array>> {
  const entries = await readdir(sourceDir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Uint8Array>();
  for (const entry of entries
    .filter((each) => each.isFile())
    .sort((a, b) => a.parentPath.localeCompare(b.parentPath) || a.name.localeCompare(b.name))) {
    const path = join(entry.parentPath, entry.name);
    files.set(`${pluginFolder}/${relative(sourceDir, path).split(sep).join('/')}`, await readFile(path));
  }
  files.set(`${pluginFolder}/site.php`, new TextEncoder().encode(sitePhp(origin)));
  return files;
}

/** Writes the plugin's zip into the build in `outDir`, for the site `origin`; returns the zip's path. */
export async function writeWordPressPlugin(outDir: string, origin: string, sourceDir = pluginSourceDir): Promise<string> {
  const zippable: Zippable = {};
  for (const [path, data] of await pluginFiles(origin, sourceDir)) zippable[path] = [data, { mtime: entryTime }];
  const zipPath = join(outDir, wordpressPluginPath);
  await mkdir(dirname(zipPath), { recursive: true });
  await writeFile(zipPath, zipSync(zippable, { level: 9 }));
  return zipPath;
}
