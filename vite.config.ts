// The site build: React 19, rooted at site/, written to dist/ (prerendering runs in scripts/build/build.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteImages } from './scripts/build/site-images.ts';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'site',
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
