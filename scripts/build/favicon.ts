// The site's icon, drawn once as SVG and served as PNG, as a Vite plugin. A browser draws an SVG icon by
// building a document for it on the page's main thread, which took 20-50 ms of each load with the CPU slowed 4x;
// a small PNG it only decodes. The tab icon is inline in every page (tabIconLink), so no page load requests one; iOS,
// which draws no SVG icon at all, gets the home-screen icon it asks for.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** One rendering of the icon: its size in pixels, what fills its corners, and the colours it is reduced to. */
interface Icon {
  size: number;
  /** iOS shows transparent corners as black and rounds the icon itself, so its icon is filled to the edges. */
  background?: string;
  /** A palette of this many colours at most, for an icon small enough to go inline. */
  colours?: number;
}

/** A file made from the icon, by its name at the site's root. */
interface IconFile extends Icon {
  fileName: string;
}

export const iconFiles: readonly IconFile[] = [
  // The mark and tab icon of the page the server writes itself (server/intake/send-form-answer.ts).
  { fileName: 'favicon.png', size: 48 },
  // 192 px, a multiple of 48 px, as Google requires of the site icon it shows in search results (it reads this one).
  { fileName: 'apple-touch-icon.png', size: 192, background: '#0b6e8a' },
];

/** The tab icon: a palette of 16 colours draws this icon as full colour does, in half the bytes. */
const tabIcon: Icon = { size: 32, colours: 16 };

/** Where site/index.html takes the tab icon's link. */
export const iconPlaceholder = '<!--icon-->';

/** `svg` rasterised at `icon.size` pixels square (not scaled up from a smaller bitmap), as PNG. */
export async function renderIcon(svg: Buffer, icon: Icon): Promise<Buffer> {
  const { width } = await sharp(svg).metadata();
  if (!width) throw new Error('The icon has no width.');
  const image = sharp(svg, { density: (72 * icon.size) / width }).resize(icon.size, icon.size);
  const palette = icon.colours ? { palette: true, colours: icon.colours, dither: 0, effort: 10 } : {};
  return (icon.background ? image.flatten({ background: icon.background }) : image).png({ compressionLevel: 9, ...palette }).toBuffer();
}

/**
 * The tab icon's link, its PNG a data: URL: a browser requests the icon URL once the page has loaded, and a request
 * that ends before the largest paint counts in that paint's time as a lab test measures it.
 */
export async function tabIconLink(svg: Buffer): Promise<string> {
  const png = await renderIcon(svg, tabIcon);
  return `<link rel="icon" href="data:image/png;base64,${png.toString('base64')}" type="image/png" sizes="${tabIcon.size}x${tabIcon.size}" />`;
}

/** Emits the icon files into the client build, and serves them on the dev server. */
export function favicon({ source }: { source: string }): Plugin {
  let ssr = false;
  const render = async (file: IconFile) => renderIcon(await readFile(source), file);
  return {
    name: 'site-favicon',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    // The development server's page, which the prerendering plugin does not write.
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => html.replace(iconPlaceholder, await tabIconLink(await readFile(source))),
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = iconFiles.find((candidate) => request.url === `/${candidate.fileName}`);
        if (!file) return next();
        render(file).then((png) => {
          response.setHeader('Content-Type', 'image/png');
          response.end(png);
        }, next);
      });
    },
    async generateBundle() {
      if (ssr) return;
      for (const file of iconFiles) this.emitFile({ type: 'asset', fileName: file.fileName, source: await render(file) });
    },
  };
}
