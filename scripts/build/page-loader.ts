// Puts the page loader (site/page-loader.ts) inline in the built index.html, in place of the entry's script and its
// preloads, which move to the page's after-paint template: the loader asks for them once the page has been shown.
// Every page is written from that template, so all carry the same loader, allowed by its hash (serving/headers.ts
// reads it from the built pages).
import { build, type Rollup } from 'vite';
import { siteEntryAttribute } from '../../site/routing/site-start';

/** Vite's tag for the entry, and its preloads of what the entry imports. */
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const entryPreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The loader, minified. */
async function loaderCode(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    // Nothing of the site's build folder is touched: not emptied, no public files copied into it.
    publicDir: false,
    build: {
      write: false,
      emptyOutDir: false,
      target: 'es2022',
      lib: { entry: 'site/page-loader.ts', formats: ['es'] },
      // A library build keeps its ES output readable unless told.
      rolldownOptions: { output: { minify: true, comments: false } },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`The page loader should build to one chunk, not ${chunks.length}.`);
  const code = chunks[0].code.trim();
  if (code.includes('</script')) throw new Error('The page loader holds "</script", which would end its tag.');
  return code;
}

/** Vite's index.html with the inline page loader in place of the entry's tags; the entry's preloads, for the template. */
export async function withPageLoader(html: string): Promise<{ template: string; entryPreloads: string }> {
  const src = html.match(entryScript)?.[1];
  if (!src) throw new Error('index.html has no entry script where Vite puts it: <script type="module" crossorigin src=…>');
  const imports = [...html.matchAll(entryPreload)].map(([, href]) => href);
  const code = await loaderCode();
  return {
    template: html.replace(entryPreload, '').replace(entryScript, () => `<script type="module">${code}</script>\n    `),
    entryPreloads: [src, ...imports]
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}" ${siteEntryAttribute} />`)
      .join(''),
  };
}
