// The <link> tags a prerendered page adds to the entry's: its own chunks to preload, and its own stylesheets.

/** A chunk as Vite's build manifest (dist/.vite/manifest.json) describes it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageHeadLinks {
  /** <link rel="modulepreload"> for each chunk the page needs beyond those the entry already loads. */
  preloads: string[];
  /** <link rel="stylesheet"> for each stylesheet of those chunks, in cascade order, to follow the entry's. */
  stylesheets: string[];
}

/** Manifest keys of `key` and everything it imports statically, recursively, each before its imports. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The same keys, each after the chunks it imports: the order in which their CSS enters the cascade,
 * the one Vite's preload helper adds it in when the chunk is loaded on a client-side navigation.
 */
export function runOrder(manifest: Manifest, key: string, seen = new Set<string>(), into: string[] = []): string[] {
  if (seen.has(key) || !manifest[key]) return into;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) runOrder(manifest, imported, seen, into);
  into.push(key);
  return into;
}

/** The links `source` (a page module's manifest key) needs beyond those of the entry, index.html. */
export function pageHeadLinks(manifest: Manifest, source: string): PageHeadLinks {
  const entry = staticClosure(manifest, 'index.html');
  const entryCss = new Set([...entry].flatMap((key) => manifest[key].css ?? []));
  const chunks = [...staticClosure(manifest, source)].filter((key) => !entry.has(key));
  const cascade = runOrder(manifest, source).filter((key) => !entry.has(key));
  const css = new Set(cascade.flatMap((key) => manifest[key].css ?? []).filter((file) => !entryCss.has(file)));
  return {
    preloads: chunks.map((key) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key].file}" />`),
    // crossorigin as on the entry's stylesheet, so that Vite's preload helper finds the same link and adds no other.
    stylesheets: [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
  };
}
