import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { iconFiles, renderIcon } from '../../../scripts/build/favicon';

const svg = await readFile('site/favicon.svg');
const file = (fileName: string) => iconFiles.find((candidate) => candidate.fileName === fileName)!;

/** The RGBA of the pixel at (x, y). */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 4;
  return [...data.subarray(offset, offset + 4)];
}

describe('the site icon', () => {
  it("is a 48 px PNG for the tab, with the SVG's transparent rounded corners", async () => {
    const png = await renderIcon(svg, file('favicon.png'));
    const { format, width, height, hasAlpha } = await sharp(png).metadata();
    expect({ format, width, height, hasAlpha }).toEqual({ format: 'png', width: 48, height: 48, hasAlpha: true });
    expect((await pixel(png, 0, 0))[3]).toBe(0);
    expect(await pixel(png, 24, 4)).toEqual([0x0b, 0x6e, 0x8a, 255]);
  });

  it('is a 180 px PNG for the iOS home screen, filled to its corners, which iOS would show black', async () => {
    const png = await renderIcon(svg, file('apple-touch-icon.png'));
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([180, 180]);
    expect(await pixel(png, 0, 0)).toEqual([0x0b, 0x6e, 0x8a, 255]);
  });
});
