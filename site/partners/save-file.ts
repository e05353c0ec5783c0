// Downloads of the QR code: the SVG file the page builds, and a PNG drawn from the same modules.
import type { QrCode } from './qr-code';

/** Offers `blob` for download under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download, which reads the URL at once.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `code` as a PNG, `scale` pixels a module: large enough to print sharp at 10 cm. */
export function qrPng(code: QrCode, scale = 20): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = code.size * scale;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw a PNG'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  code.dark.forEach((row, y) => row.forEach((dark, x) => dark && context.fillRect(x * scale, y * scale, scale, scale)));
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'));
}
