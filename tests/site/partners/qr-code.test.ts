import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrCode, qrSvgFile } from '../../../site/partners/qr-code';

const link = 'https://okanagan-exterior.example.com/embed/quote-calculator?partner=Smith+%26+Sons';

/** What a QR reader finds in an SVG file, drawn at 8 pixels a module. */
async function decodeSvg(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('qrCode', () => {
  it('draws a square code with a quiet zone of four modules', () => {
    const code = qrCode(link);
    expect(code.dark).toHaveLength(code.size);
    for (const row of code.dark) expect(row).toHaveLength(code.size);
    const edge = [...code.dark.slice(0, 4).flat(), ...code.dark.map((row) => row.slice(0, 4)).flat()];
    expect(edge.some(Boolean)).toBe(false);
    // The finder pattern's corner, just inside the quiet zone.
    expect(code.dark[4][4]).toBe(true);
  });

  it('covers exactly the dark modules with its path', () => {
    const code = qrCode(link);
    const covered = code.path.match(/M\d+ \d+h(\d+)/g)?.reduce((sum, run) => sum + Number(/h(\d+)/.exec(run)?.[1]), 0);
    expect(covered).toBe(code.dark.flat().filter(Boolean).length);
  });

  it('reads back as the link from its SVG file', async () => {
    const svg = qrSvgFile(qrCode(link), `QR code of ${link}`);
    expect(svg).toContain('<title>QR code of https://okanagan-exterior.example.com/embed/quote-calculator?partner=Smith+%26+Sons</title>');
    expect(await decodeSvg(svg)).toBe(link);
  });
});
