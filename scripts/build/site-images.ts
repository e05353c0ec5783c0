// The site's image pipeline, as a Vite plugin (product rules §2.12): every picture in site/images (SVG artwork
// today, photos tomorrow) becomes AVIF and WebP files in several widths plus a JPEG fallback, and the
// module virtual:site-images lists each one's size and files for <Picture>.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { imageDirectory, imageUrl, type ImageFormat, type ImageInfo } from '../../site/images/image-url.ts';

const moduleId = 'virtual:site-images';
const resolvedId = `\0${moduleId}`;
const sourceExtensions = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif']);
/**
 * Widths emitted, capped at the source's own width: a phone card; a picture across a phone (372 px wide on a 412 px
 * screen at 1.75x needs 651: the 960 file was a third more bytes, in the LCP of the pages whose hero it is); a 2x
 * card or half a desktop; a full-screen view.
 */
const standardWidths = [480, 720, 960, 1600];
const formats: ImageFormat[] = ['avif', 'webp', 'jpg'];
// Bump when the encoder settings change, so cached files are made again.
const encoderVersion = 'q50e2s420-78-80';

interface SourceImage {
  key: string;
  file: string;
  bytes: Buffer;
  info: ImageInfo;
}

/** The widths to emit for a source `width` pixels wide. */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, standardWidths[standardWidths.length - 1]);
  return [...standardWidths.filter((candidate) => candidate < largest), largest];
}

async function listSources(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && sourceExtensions.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function readSource(sourceDir: string, file: string): Promise<SourceImage> {
  const bytes = await readFile(file);
  const { width, height } = await sharp(bytes).metadata();
  if (!width || !height) throw new Error(`${file}: cannot read the image's size.`);
  const key = relative(sourceDir, file)
    .split(/[\\/]/)
    .join('/')
    .replace(/\.[^.]+$/, '');
  const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 8);
  return { key, file, bytes, info: { width, height, hash, widths: widthsFor(width) } };
}

/**
 * Renders `source` at `width` in `format`; SVG is rasterised at that width, not scaled up from a bitmap. AVIF keeps
 * colour at half resolution, as WebP and JPEG do: a fifth fewer bytes than full-resolution colour, with no difference
 * to see at the sizes drawn (the blog's seven covers went from 44.5 to 36.9 kB at 720 px).
 */
async function encode(source: SourceImage, width: number, format: ImageFormat): Promise<Buffer> {
  const isVector = extname(source.file).toLowerCase() === '.svg';
  const image = sharp(source.bytes, isVector ? { density: (72 * width) / source.info.width } : {}).resize(width);
  if (format === 'avif') return image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** Runs `tasks` with at most `limit` at a time. */
async function runLimited<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

interface SiteImagesOptions {
  /** Folder of source pictures; a file's path inside it, without the extension, is its key. */
  sourceDir: string;
  /** Where encoded files are kept between builds, keyed by source hash. */
  cacheDir: string;
}

/** The plugin: the virtual module, the emitted files in a client build, and the files on the dev server. */
export function siteImages({ sourceDir, cacheDir }: SiteImagesOptions): Plugin {
  const root = resolve(sourceDir);
  const cache = resolve(cacheDir);
  let sources: Promise<SourceImage[]> | undefined;
  // The prerender (SSR) build needs the list but not the files: the client build emits those.
  let emitsFiles = true;
  const readAll = () => (sources ??= listSources(root).then((files) => Promise.all(files.map((file) => readSource(root, file)))));

  async function cachedEncode(source: SourceImage, width: number, format: ImageFormat): Promise<Buffer> {
    const cached = join(cache, `${source.info.hash}-${encoderVersion}-${width}.${format}`);
    try {
      return await readFile(cached);
    } catch {
      const bytes = await encode(source, width, format);
      await mkdir(cache, { recursive: true });
      // Written aside, then renamed: a build running beside this one never reads half a file.
      const partial = `${cached}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, cached);
      return bytes;
    }
  }

  const variants = (list: SourceImage[]) =>
    list.flatMap((source) => source.info.widths.flatMap((width) => formats.map((format) => ({ source, width, format }))));

  return {
    name: 'site-images',
    configResolved(config) {
      emitsFiles = config.command === 'build' && !config.build.ssr;
    },
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const list = await readAll();
      for (const source of list) this.addWatchFile(source.file);
      return `export default ${JSON.stringify(Object.fromEntries(list.map((source) => [source.key, source.info])))};`;
    },
    async generateBundle() {
      if (!emitsFiles) return;
      const work = variants(await readAll()).map(({ source, width, format }) => async () => {
        const bytes = await cachedEncode(source, width, format);
        this.emitFile({ type: 'asset', fileName: imageUrl(source.key, source.info, width, format).slice(1), source: bytes });
      });
      await runLimited(work, availableParallelism());
    },
    configureServer(server) {
      server.middlewares.use(`/${imageDirectory}/`, (request, response, next) => {
        void readAll().then(async (list) => {
          const wanted = `/${imageDirectory}${request.url ?? ''}`;
          const match = variants(list).find(({ source, width, format }) => imageUrl(source.key, source.info, width, format) === wanted);
          if (!match) return next();
          response.setHeader('Content-Type', match.format === 'jpg' ? 'image/jpeg' : `image/${match.format}`);
          response.end(await cachedEncode(match.source, match.width, match.format));
        }, next);
      });
    },
  };
}
