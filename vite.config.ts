// The site build: React 19, rooted at site/, written to dist/ (scripts/build/build-everything.ts adds the prerendering
// plugin, scripts/build/prerender.ts, to the client build).
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { membershipFrom } from './common/pricing/membership-from.ts';
import { favicon } from './scripts/build/favicon.ts';
import { pageLoaderChunk } from './scripts/build/prerender.ts';
import { reactSentinelErrors } from './scripts/build/react-sentinel-errors.ts';
import { siteImages } from './scripts/build/site-images.ts';

/**
 * Facts the site shows on every page but computes at build time, so no page carries the code:
 * "from $35/month" is derived from the membership rates (site/content/membership-from.ts). __SITE_HYDRATES__ tells
 * the shared components that their HTML is prerendered and hydrated (common/ui/use-hydrated.ts), which the widgets' is not.
 */
export const siteDefine = {
  'import.meta.env.MEMBERSHIP_FROM': JSON.stringify(membershipFrom),
  __SITE_HYDRATES__: 'true',
};

/** How the browser build groups modules into chunks, beyond Rolldown's own splitting. */
const clientChunkGroups = [
  // Shared by the entry, which loads it before the site's start, so it cannot be part of it.
  { name: 'preload-helper', test: /preload-helper/, priority: 2 },
  // The site's start and all it imports (React, the router, the frame, the routes), which every page
  // loads: one chunk rather than a dozen small ones, each with its own imports, exports and gzip
  // stream. Pages import what they share with it from it.
  { name: 'start', test: /[\\/]site[\\/]start\.tsx$/, priority: 1 },
];

/** The site's pages (site/pages/*-page.tsx), by name: the client build's entries beside index.html. */
const pageEntries = Object.fromEntries(
  readdirSync(resolve('site/pages'))
    .filter((file) => file.endsWith('-page.tsx'))
    .map((file) => [file.replace(/\.tsx$/, ''), resolve('site/pages', file)]),
);

/** Under `npm run dev` no page is prerendered and no loader inlined: the entry starts the site at once, rendering it. */
const devStart = {
  name: 'dev-site-start',
  apply: 'serve' as const,
  transformIndexHtml: () => [
    {
      tag: 'script',
      attrs: { type: 'module' },
      children: `import { startSite } from '/main.tsx';
startSite({ container: document.getElementById('root'), takeEarlyClicks: () => [], assets: null });`,
      injectTo: 'body' as const,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'site',
  define: siteDefine,
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve('site/routing/use-sync-external-store.ts') }],
  },
  plugins: [
    react(),
    reactSentinelErrors(),
    siteImages({ sourceDir: 'site/images', cacheDir: 'node_modules/.cache/site-images' }),
    favicon({ source: 'site/favicon.svg' }),
    devStart,
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          // The entry (named index) and each page are entries of their own, as in Vite's backend integration: the
          // prerendering plugin links each page's chunk, imports and CSS, and the page loader fetches them by URL
          // (site/routing/page-modules.ts), so no page's CSS is ever added by Vite's chunk loader.
          input: { index: resolve('site/main.tsx'), ...pageEntries },
          // A page's chunk keeps its default export, the page, and the entry its startSite, which the loaders import.
          preserveEntrySignatures: 'exports-only' as const,
          output: {
            codeSplitting: { groups: clientChunkGroups },
            // V8's explicit compile hint (a comment to every other engine): compile every function of a chunk as
            // the file loads, on a background thread as it streams in, instead of each one on the main thread
            // the first time it runs: while / hydrates, or at a visitor's first tab switch, key or Calculate.
            // The page loader, inline in every page, runs once and is left without it.
            postBanner: (chunk) => (chunk.name === pageLoaderChunk ? '' : '//# allFunctionsCalledOnLoad'),
          },
        },
    modulePreload: {
      // Every browser the site supports has modulepreload; the polyfill would only add bytes.
      polyfill: false,
      // The entry's one dynamic import, the site's start, needs no list of what to preload: every prerendered
      // page's after-paint template preloads it and its chunks already (scripts/build/prerender.ts).
      resolveDependencies: (filename, deps, { hostType }) => (hostType === 'js' && /^assets\/start-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
  },
}));
