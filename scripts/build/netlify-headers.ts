// Writes dist/_headers for Netlify: the per-file headers of the server's staticHeaders (caching, CORP, CORS, and the
// headers only pages get), which netlify.toml's globs cannot express: a pinned widget copy and its plain name share
// /widgets/, pages share folders with files.
import { readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { helmetHeaders, isPageFile, pageOnlyHeaders, staticHeaders } from '../../serving/headers';

type HeaderSet = Record<string, string>;

/** One rule of a `_headers` file: a URL pattern and the headers Netlify adds to every response it matches. */
export interface NetlifyRule {
  path: string;
  headers: HeaderSet;
}

/** The file Netlify reads its header rules from, in the publish folder. */
export const headersFile = '_headers';

// Netlify compresses on its own and sends its own Vary with it.
const serverOnly = new Set(['Vary']);

/** The files both hosts serve: no dotfiles (the server ignores them), no .br/.gz twins the server wrote, not _headers. */
async function servedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  const all = new Set(files);
  return files
    .filter((file) => file !== headersFile && !file.split('/').some((part) => part.startsWith('.')))
    .filter((file) => !/\.(br|gz)$/.test(file) || !all.has(file.slice(0, -3)))
    .sort();
}

/**
 * The URLs that answer with `file` (a path in the build): its own, and for an index.html its folder's too ("" for
 * the root, "about/" for about/index.html, which a rule matches with or without the slash).
 */
function urlsOf(file: string): string[] {
  return file === 'index.html' || file.endsWith('/index.html') ? [file.slice(0, -'index.html'.length), file] : [file];
}

/**
 * The rules for `urls` (paths below the root, and their headers) below `folder` ("" or ending in "/"): one
 * "/folder/*" rule when they all get the same headers, else a rule per URL and per subfolder.
 */
function rulesBelow(folder: string, urls: Array<[string, HeaderSet]>, allFiles: string[]): NetlifyRule[] {
  const kinds = new Set(urls.map(([, headers]) => JSON.stringify(headers)));
  // Netlify reads "/about/*" as ^/about/?(.*)/?$, which also matches "/about.txt": such a neighbour keeps the folder apart.
  const claimsNeighbour = allFiles.some((file) => !file.startsWith(folder) && file.startsWith(folder.slice(0, -1)));
  if (folder !== '' && kinds.size === 1 && !claimsNeighbour) return [{ path: `/${folder}*`, headers: urls[0][1] }];
  const rules: NetlifyRule[] = [];
  const subfolders = new Set<string>();
  for (const [url, headers] of urls) {
    const rest = url.slice(folder.length);
    if (rest.includes('/')) subfolders.add(folder + rest.slice(0, rest.indexOf('/') + 1));
    else rules.push({ path: `/${url}`, headers });
  }
  for (const subfolder of subfolders) {
    const inside = urls.filter(([url]) => url.startsWith(subfolder));
    rules.push(...rulesBelow(subfolder, inside, allFiles));
  }
  return rules;
}

/**
 * The headers of helmet's set that staticHeaders changes or takes off for some files, with the values the server's
 * helmet sends. netlify.toml's every-path rule has the others, which every answer carries.
 */
async function perFileHelmetHeaders(): Promise<HeaderSet> {
  const headers = await helmetHeaders();
  const perFile = [...pageOnlyHeaders, 'Cross-Origin-Resource-Policy'].filter((name) => headers[name.toLowerCase()] !== undefined);
  return Object.fromEntries(perFile.map((name) => [name, headers[name.toLowerCase()]]));
}

/**
 * The rules that give each URL of the build in `root` the per-file headers the server sends with it: by file, and
 * by address for the embed pages, which any site may frame at their own address alone (staticHeaders).
 */
export async function netlifyHeaderRules(root: string): Promise<NetlifyRule[]> {
  const setHeaders = staticHeaders(root);
  const fromHelmet = await perFileHelmetHeaders();
  const files = await servedFiles(root);
  const withHeaders = files.flatMap((file) =>
    urlsOf(file).map((url): [string, HeaderSet] => {
      // Helmet sets these on every answer first, staticHeaders sets, replaces or takes off some for each file, and the
      // files that are not pages go without the headers only a page reads, as the server sends them.
      const headers: HeaderSet = { ...fromHelmet };
      const target = {
        setHeader(name: string, value: string) {
          if (!serverOnly.has(name)) headers[name] = value;
        },
        removeHeader(name: string) {
          delete headers[name];
        },
        req: { url: `/${url}` },
      };
      setHeaders(target, join(root, file));
      if (!isPageFile(file)) for (const name of pageOnlyHeaders) delete headers[name];
      return [url, headers];
    }),
  );
  return rulesBelow('', withHeaders, files);
}

/** Writes `_headers` into the build in `root`, beside netlify.toml's every-path rule (the security headers). */
export async function writeNetlifyHeaders(root: string): Promise<void> {
  const rules = await netlifyHeaderRules(root);
  const blocks = rules.map(({ path, headers }) => {
    const lines = Object.keys(headers)
      .sort()
      .map((name) => `  ${name}: ${headers[name]}`);
    return [path, ...lines].join('\n');
  });
  const preamble = '# Written by npm run build from serving/headers.ts (scripts/build/netlify-headers.ts).';
  await writeFile(join(root, headersFile), `${[preamble, ...blocks].join('\n\n')}\n`);
}
