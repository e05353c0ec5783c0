// A QR code of a link, for the notices partners print, as one SVG path the page draws and the downloads reuse.
import { encode } from 'uqr';

export interface QrCode {
  /** Modules on each side, the quiet zone of four on every side included. */
  size: number;
  /** The dark modules as an SVG path in module units, one rectangle per run of a row. */
  path: string;
  /** The dark modules, row by row, quiet zone included: what a canvas draws. */
  dark: readonly (readonly boolean[])[];
}

/** The QR code of `text`, at error correction M, which a printed notice's smudges and creases leave readable. */
export function qrCode(text: string): QrCode {
  const { size, data } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1H${start}z`;
    }
  });
  return { size, path, dark: data };
}

/** A standalone SVG file of `code`, black on white, with `title` for screen readers and file browsers. */
export function qrSvgFile(code: QrCode, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${code.size} ${code.size}" width="${code.size * 8}" height="${code.size * 8}" shape-rendering="crispEdges">`,
    `<title>${escaped}</title>`,
    `<rect width="${code.size}" height="${code.size}" fill="#fff"/>`,
    `<path fill="#000" d="${code.path}"/>`,
    '</svg>',
    '',
  ].join('\n');
}
