// The site build: React 19, rooted at site/, written to dist/ (prerendering runs in scripts/build/build.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { membershipFrom } from './common/pricing/membership-from.ts';
import { siteImages } from './scripts/build/site-images.ts';

/**
 * Facts the site shows on every page but computes at build time, so no page carries the code:
 * "from $35/month" is derived from the membership rates (site/content/membership-from.ts).
 */
export const siteDefine = { 'import.meta.env.MEMBERSHIP_FROM': JSON.stringify(membershipFrom) };

export default defineConfig(({ isSsrBuild }) => ({
  root: 'site',
  define: siteDefine,
  plugins: [react(), siteImages({ sourceDir: 'site/images', cacheDir: 'node_modules/.cache/site-images' })],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    // The prerenderer reads it to link each page's own chunk (scripts/build/prerender.ts), then deletes it.
    manifest: !isSsrBuild,
    // Every browser the site supports has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
}));
