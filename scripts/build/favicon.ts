// The site's icon, drawn once as SVG and served as PNG files, as a Vite plugin. A browser draws an SVG icon by
// building a document for it on the page's main thread, which took 20-50 ms of each load with the CPU slowed 4x;
// a small PNG it only decodes. iOS, which draws no SVG icon at all, gets the home-screen icon it asks for.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** One file made from the icon: its name at the site's root, its size in pixels, and what fills its corners. */
interface IconFile {
  fileName: string;
  size: number;
  /** iOS shows transparent corners as black and rounds the icon itself, so its icon is filled to the edges. */
  background?: string;
}

export const iconFiles: readonly IconFile[] = [
  { fileName: 'favicon.png', size: 48 },
  { fileName: 'apple-touch-icon.png', size: 180, background: '#0b6e8a' },
];

/** `svg` rasterised at `file.size` pixels square (not scaled up from a smaller bitmap), as PNG. */
export async function renderIcon(svg: Buffer, file: IconFile): Promise<Buffer> {
  const { width } = await sharp(svg).metadata();
  if (!width) throw new Error('The icon has no width.');
  const image = sharp(svg, { density: (72 * file.size) / width }).resize(file.size, file.size);
  return (file.background ? image.flatten({ background: file.background }) : image).png({ compressionLevel: 9 }).toBuffer();
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
