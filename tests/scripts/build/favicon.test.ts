import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { iconFiles, renderIcon, tabIconLink } from '../../../scripts/build/favicon';

const svg = await readFile('site/favicon.svg');
const file = (fileName: string) => iconFiles.find((candidate) => candidate.fileName === fileName)!;

/** The RGBA of the pixel at (x, y). */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 4;
  return [...data.subarray(offset, offset + 4)];
}

describe('the site icon', () => {
  it("is a 48 px PNG file for the mark and tab of the page the server writes itself, with the SVG's transparent rounded corners", async () => {
    const png = await renderIcon(svg, file('favicon.png'));
    const { format, width, height, hasAlpha } = await sharp(png).metadata();
    expect({ format, width, height, hasAlpha }).toEqual({ format: 'png', width: 48, height: 48, hasAlpha: true });
    expect((await pixel(png, 0, 0))[3]).toBe(0);
    expect(await pixel(png, 24, 4)).toEqual([0x0b, 0x6e, 0x8a, 255]);
  });

  it('is a 192 px PNG for the iOS home screen and search results (a multiple of 48 px), filled to its corners, which iOS would show black', async () => {
    const png = await renderIcon(svg, file('apple-touch-icon.png'));
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([192, 192]);
    expect(await pixel(png, 0, 0)).toEqual([0x0b, 0x6e, 0x8a, 255]);
  });

  it('is inline in the pages as a data: URL of a small 32 px PNG that looks as the full-colour one does', async () => {
    const link = await tabIconLink(svg);
    const [, data] = /^<link rel="icon" href="data:image\/png;base64,([\w+/=]+)" type="image\/png" sizes="32x32" \/>$/.exec(link) ?? [];
    const png = Buffer.from(data ?? '', 'base64');
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 32, height: 32 });
    expect(png.length).toBeLessThan(400);
    // Each pixel's colour, weighted by its opacity, and its opacity, within 20 of 255 of the full-colour render's.
    const full = await renderIcon(svg, { size: 32 });
    const rgba = async (image: Buffer) => (await sharp(image).ensureAlpha().raw().toBuffer()).values();
    const [ours, theirs] = [[...(await rgba(png))], [...(await rgba(full))]];
    const weighted = (values: number[], at: number) => (at % 4 === 3 ? values[at] : (values[at] * values[at - (at % 4) + 3]) / 255);
    const differences = ours.map((_, at) => Math.abs(weighted(ours, at) - weighted(theirs, at)));
    expect(Math.max(...differences)).toBeLessThanOrEqual(20);
  });
});
