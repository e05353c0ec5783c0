// A virtual X display for the WebKit browser, which needs one even when no one watches it.
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface VirtualDisplay {
  /** The DISPLAY value, such as ":99". */
  display: string;
  stop(): void;
}

/**
 * Starts Xvfb with a 1280 x 1024 screen on a display number it picks itself (-displayfd writes the number once
 * the server is ready for clients), so that two runs on one machine never share a display.
 */
export function startXvfb(): Promise<VirtualDisplay> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    let number = '';
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes('\n')) resolve({ display: `:${number.trim()}`, stop: () => child.kill() });
    });
    child.on('error', (error) => reject(new Error(`Could not start Xvfb (Debian's xvfb package): ${error.message}`)));
    child.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready:\n${errors}`)));
  });
}
